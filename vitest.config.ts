import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPaths } from './contract/content-paths';

export default defineConfig({
  plugins: [react()],
  // Unit tests render fixture content they import themselves; this only resolves the image glob.
  resolve: { alias: [{ find: /^@content\//u, replacement: `${contentPaths('fixtures/sample').dir}/` }] },
  test: {
    // Only unit and service tests; the browser specs in e2e/ belong to Playwright.
    include: ['{src,server,contract,scripts,fixtures}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
  },
});
