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
    // Vitest's default is one worker on two cores; most of these tests wait on a database, a
    // server or wrangler, so two at a time finish sooner: 194 s for the suite, not 310 s.
    maxWorkers: 2,
  },
});
