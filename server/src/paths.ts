import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (migrations, assets). This file sits one level below it in the sources
 * (src/paths.ts) and is bundled one level below it in the production build (dist/main.js), so one
 * relative URL serves both.
 */
export const serverDir = fileURLToPath(new URL('..', import.meta.url));
