import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = import.meta.dirname;

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        booking: resolve(root, 'booking/index.html'),
        account: resolve(root, 'account/index.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/umbraco': 'http://localhost:3000',
      '/payment': 'http://localhost:3000',
      '/mailbox': 'http://localhost:3000',
      '/connect': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
    },
  },
  test: {
    name: 'web',
    root,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
