import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sourceConditions } from '../vitest.shared.ts';
import { pickBrand } from './src/app/brand.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router 7 publishes a production build beside its development one, but its package exports name
 * only the development one (remix-run/react-router#12532, #14102), whose warnings and their texts would
 * ship to members. A production build of the portal takes the production files.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production',
);

/** The brand's theme applies from the first paint (index.html's 'Loading...'), before any script runs. */
const brandedHtml: Plugin = {
  name: 'plaudit-branded-html',
  transformIndexHtml: (html) =>
    html.replace(
      '<html lang="en">',
      `<html lang="en" data-brand="${pickBrand(process.env.VITE_BRAND)}">`,
    ),
};

export default defineConfig(({ command }) => ({
  ...sourceConditions,
  resolve: {
    ...sourceConditions.resolve,
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: join(reactRouterProduction, 'dom-export.mjs'),
            },
          ]
        : [],
  },
  plugins: [react(), brandedHtml],
  base: '/',
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 400 },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/profilepic': apiTarget,
      '/dev': apiTarget,
      '/adverts': apiTarget,
    },
  },
}));
