import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Which folder may import which is not here: .dependency-cruiser.cjs holds the floor plan, and
// `npm test` runs it (scripts/tooling/dependency-rules.test.ts).

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', '.bench/', '.wrangler/', '.deploy/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', '.designs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // CommonJS config files (.dependency-cruiser.cjs): require is how they import.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Through zod's `z` re-export the bundler keeps all of zod (its locales, its JSON Schema
  // converters): 456 of the Worker's 878 kB. A namespace import keeps what the code uses.
  {
    files: ['server/**/*.ts', 'contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Write import * as z from 'zod': the z re-export puts all of zod in the Worker's bundle.",
        },
      ],
    },
  },
);
