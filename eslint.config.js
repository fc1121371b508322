import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', '.bench/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The site never reaches into the service, and sections stay independent of each other.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'src/ must not import from server/.' }] },
      ],
    },
  },
  {
    files: ['src/sections/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'src/ must not import from server/.' },
            {
              group: ['header', 'home', 'skills', 'portfolio', 'contact', 'footer'].map((name) => `../${name}/*`),
              message: 'Sections must not import each other; share through src/ui or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'src/ must not import from server/.' },
            { group: ['**/sections/**'], message: 'ui/ and lib/ are shared by sections; they must not import one.' },
          ],
        },
      ],
    },
  },
  {
    // The agreement between site, service and build depends on nothing of ours.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '**/src/**', '**/server/**', '**/content/**', '**/scripts/**'], message: 'contract/ imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**'], message: 'server/ must not import from src/.' }] }],
    },
  },
);
