import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * One build serves any API host: the base address is read at run time from public/app-config.json.
 * The dev server proxies the simulator (npm start, port 3000).
 */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/__sim': 'http://localhost:3000',
    },
  },
});
