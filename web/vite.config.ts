import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The production build served by the Hosting emulator (`npm start`) and by Firebase Hosting.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 2048,
    // One stylesheet for every page: prerendered HTML is styled before any page chunk loads.
    cssCodeSplit: false,
  },
  ssr: { noExternal: ['@masjid/domain'] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5000' } },
});
