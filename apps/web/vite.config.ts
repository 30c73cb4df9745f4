import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // In development the API runs on its own port (`npm run dev`); the browser sees one origin.
    proxy: { '/api': 'http://127.0.0.1:3000', '/sitemap.xml': 'http://127.0.0.1:3000', '/robots.txt': 'http://127.0.0.1:3000' },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 800 },
});
