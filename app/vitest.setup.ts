import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens load lazily: the first import of a screen's module graph takes a while under Vitest.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// jsdom lays nothing out and has no scrolling of its own: the shell's scroll to the top of a new
// screen is recorded by a mock, which shell.test.tsx reads.
window.scrollTo = vi.fn() as typeof window.scrollTo;
