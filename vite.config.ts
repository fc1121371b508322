import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * BASE_PATH serves the site from a sub-path (e.g. /folio/ on GitHub Pages); it must end in "/".
 * VITE_API_HOST (read in src/lib/send-message.ts) points the form at a message service elsewhere.
 */
export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), tailwindcss()],
  build: {
    // Small images stay files so the CSP needs no data: scripts and caching stays per file.
    assetsInlineLimit: 0,
  },
});
