import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SECTIONS = ['header', 'home', 'skills', 'work', 'contact', 'footer'];
const NOT_SERVER = { group: ['**/server/**', '**/scripts/**'], message: 'src/ must not import from server/ or scripts/.' };
// The owner's content reaches the page as props from app.tsx; only the entry imports it (and the
// image helper globs its pictures through the same alias).
const SITE_RULES = [NOT_SERVER, { group: ['**/content/**', '@content/*'], message: 'Only src/entry-client.tsx imports the content.' }];

/** One no-restricted-imports rule for `files` from pattern groups (later configs replace earlier ones). */
function layer(files, groups) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: groups.flat() }] } };
}

export default tseslint.config(
  { ignores: ['dist/', '.bench/', '.wrangler/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
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
    rules: reactHooks.configs.recommended.rules,
  },
  // Layers (CONVENTIONS.md): contract/ -> content/ -> src/, and contract/ -> server/, scripts/.
  layer(['src/**/*.{ts,tsx}'], [SITE_RULES]),
  layer(['src/entry-client.tsx'], [NOT_SERVER]),
  ...SECTIONS.map((name) =>
    layer([`src/sections/${name}/**/*.{ts,tsx}`], [
      SITE_RULES,
      {
        group: SECTIONS.filter((other) => other !== name).flatMap((other) => [`../${other}/**`, `**/sections/${other}/**`]),
        message: 'Sections must not import each other; share through src/ui or src/lib.',
      },
    ]),
  ),
  layer(['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'], [
    SITE_RULES,
    { group: ['**/sections/**'], message: 'ui/ and lib/ are shared by sections; they must not import one.' },
  ]),
  // The agreement between site, service and build depends on nothing of ours.
  layer(['contract/**/*.ts'], [
    { group: ['../*', '**/src/**', '**/server/**', '**/content/**', '**/scripts/**', '@content/*'], message: 'contract/ imports nothing of ours.' },
  ]),
  layer(['server/**/*.ts'], [
    { group: ['**/src/**', '**/content/**', '**/scripts/**', '@content/*'], message: 'server/ takes only contract/: not the site, the content or the build.' },
  ]),
);
