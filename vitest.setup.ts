// Testing Library and its matchers are for the files that render into a DOM (jsdom); the server's
// and the build's tests, most of the suite, would each spend a fifth of a second importing them.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  await import('@testing-library/jest-dom/vitest');
  // findBy and waitFor wait up to 1 s by default: with two test files at a time on a busy 2-core
  // machine, a component's first render in a fresh worker took longer (contact-form.test.tsx).
  configure({ asyncUtilTimeout: 5000 });
}

// A module, for the top-level await.
export {};
