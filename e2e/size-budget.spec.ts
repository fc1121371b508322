import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGET, FIRST_FLIGHT_BYTES, firstLoad } from '../scripts/build/size-budget';
import { siteOf } from './sites';

// Deterministic: gzip sizes of the built files npm start serves, not a timing. Guards issue 6's budgets,
// on the sample the budgets were set for: an owner's own photos are theirs to weigh.
test('first-load bytes stay within budget', () => {
  const load = firstLoad(path.resolve(siteOf('sample').outDir));
  console.log(
    `first load (gzip bytes): html ${load.html}, css ${load.css}, js ${load.js}, content ${load.content}, images ${load.images}, total ${load.total}`,
  );
  // Issue 24: the HTML, its CSS inlined, arrives in a connection's first flight.
  expect(load.html, 'HTML on first load').toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
  expect(load.js, 'JavaScript on first load').toBeLessThanOrEqual(BUDGET.js);
  expect(load.css, 'CSS on first load').toBeLessThanOrEqual(BUDGET.css);
  expect(load.total, 'all first-load bytes').toBeLessThanOrEqual(BUDGET.total);
  // The lazily loaded sender (zod) must not sneak into the first load.
  expect(load.files.some((file) => file.includes('send-message'))).toBe(false);
});
