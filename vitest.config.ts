import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chosenDesign, designPieces } from './scripts/designs/design-pieces.ts';

export default defineConfig({
  // The pieces of the design under test: the default's, unless FOLIO_DESIGN names another.
  plugins: [designPieces(chosenDesign()), react()],
  test: {
    // Only unit and service tests (and the frozen sample's check against the product spec's data in fixtures/);
    // the browser specs in e2e/ belong to Playwright.
    include: ['{src,server,contract,scripts,bench,fixtures}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    // Vitest's default is one worker on two cores; most of these tests wait on a database, a
    // server or wrangler, so more at a time finish sooner: in a fresh clone on two cores, 234 s
    // with two workers and 198 s with three (one worker took 310 s).
    maxWorkers: 3,
  },
});
