import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load lazily: the first import of a screen's module graph takes a while under Vitest.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
