import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Only unit and service tests (and the frozen sample's check against SPEC.md in fixtures/);
    // the browser specs in e2e/ belong to Playwright.
    include: ['{src,server,contract,scripts,fixtures}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
  },
});
