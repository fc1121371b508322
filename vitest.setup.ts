import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';

// findBy and waitFor wait up to 1 s by default: with two test files at a time on a busy 2-core
// machine, a component's first render in a fresh worker took longer (contact-form.test.tsx).
configure({ asyncUtilTimeout: 5000 });
