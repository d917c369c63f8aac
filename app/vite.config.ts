import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions } from '../vitest.shared.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
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
});
