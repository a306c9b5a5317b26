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
    rolldownOptions: {
      output: {
        // React, its DOM renderer and the router in one chunk: every page needs them, and on a slow
        // phone network each extra file of the first page costs a round trip.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: ['@masjid/domain'] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5000' } },
});
