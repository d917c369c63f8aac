import { defineConfig } from 'tsup';

/**
 * The production build of the server (`npm run build`): the server and the admin command line as plain
 * JavaScript for `node`, no tsx at run time. The workspace packages (@plaudit/domain, @plaudit/api's
 * contract) are compiled in from their sources; npm packages stay imports from node_modules (sharp and
 * PGlite ship native and WebAssembly files that a bundle cannot carry).
 */
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli/main.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/^@plaudit\//],
  esbuildOptions(options) {
    options.conditions = ['@plaudit/source'];
  },
  // For stack traces on the server (node --enable-source-maps); never served.
  sourcemap: true,
  clean: true,
});
