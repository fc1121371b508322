import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// One folder per section (CONVENTIONS.md), so the folders are the list: a new section is held by
// the rules below the moment it exists.
const SECTIONS = readdirSync(new URL('./src/sections/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_SERVER = { group: ['**/server/**', '**/scripts/**'], message: 'src/ must not import from server/ or scripts/.' };
// The owner's content reaches the page as props from app.tsx; only the entry imports it (and the
// image helper globs its pictures through the same alias).
const SITE_RULES = [NOT_SERVER, { group: ['**/content/**', '../sample/**', '../../sample/**', '../../../sample/**', '../../../../sample/**', '@content/*'], message: 'Only src/entry-client.tsx imports the content.' }];

// app.tsx imports every section, and lib/ and ui/ serve them: any of them importing the page back
// is a cycle. What they share with it (the page's content shape) lives in src/lib.
const NOT_THE_PAGE = { group: ['../app', '../app.tsx', '../../app', '../../app.tsx'], message: 'Only the entries import app.tsx; shared types live in src/lib (e.g. page-content.ts).' };
// A section is the page's own business. The build and the browser specs may take shared pieces of
// the site (src/lib, src/ui: the same pure logic the page runs), never a section or the page itself.
const NOT_A_SECTION = {
  group: ['**/src/sections/**', '**/src/app', '**/src/app.tsx', '**/src/entry-*'],
  message: 'Import from src/lib or src/ui (move what a section shares there), never a section or the page.',
};

/** One no-restricted-imports rule for `files` from pattern groups (later configs replace earlier ones). */
function layer(files, groups) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns: groups.flat() }] } };
}

export default tseslint.config(
  { ignores: ['dist/', '.bench/', '.wrangler/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', '.designs/'] },
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
      NOT_THE_PAGE,
    ]),
  ),
  layer(['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'], [
    SITE_RULES,
    { group: ['**/sections/**'], message: 'ui/ and lib/ are shared by sections; they must not import one.' },
    NOT_THE_PAGE,
  ]),
  // The agreement between site, service and build depends on nothing of ours.
  layer(['contract/**/*.ts'], [
    { group: ['../*', '**/src/**', '**/server/**', '**/content/**', '../sample/**', '../../sample/**', '../../../sample/**', '../../../../sample/**', '**/scripts/**', '@content/*'], message: 'contract/ imports nothing of ours.' },
  ]),
  // folio's words in each language (contract/words/<lang>.ts) are typed by contract/words.ts, one up.
  layer(['contract/words/*.ts'], [
    { group: ['../*', '!../words', '**/src/**', '**/server/**', '**/content/**', '../sample/**', '../../sample/**', '../../../sample/**', '../../../../sample/**', '**/scripts/**', '@content/*'], message: 'contract/ imports nothing of ours.' },
  ]),
  // The owner page's words in each language (contract/owner-words/<lang>.ts), typed by contract/owner-words.ts.
  layer(['contract/owner-words/*.ts'], [
    { group: ['../*', '!../owner-words', '**/src/**', '**/server/**', '**/content/**', '../sample/**', '../../sample/**', '../../../sample/**', '../../../../sample/**', '**/scripts/**', '@content/*'], message: 'contract/ imports nothing of ours.' },
  ]),
  layer(['server/**/*.ts'], [
    { group: ['**/src/**', '**/content/**', '../sample/**', '../../sample/**', '../../../sample/**', '../../../../sample/**', '**/scripts/**', '@content/*'], message: 'server/ takes only contract/: not the site, the content or the build.' },
  ]),
  // The build reads the owner's content at run time (scripts/content/check-content.ts), from
  // CONTENT_DIR when set: a static import of content/ would build the wrong owner's site. The
  // service is allowed: the deploy targets wrap it, the build writes its security headers, the
  // bench drives it.
  layer(['scripts/**/*.ts'], [
    NOT_A_SECTION,
    { group: ['@content/*', '../../content/**', '../../../content/**', '../../sample/**', '../../../sample/**'], message: 'scripts/ load the content at run time (loadContent), never by import.' },
    { group: ['**/e2e/**'], message: 'scripts/ must not import the browser specs.' },
  ]),
  // The specs test the page as a visitor meets it, and the service through npm start and
  // npm run messages, as the owner runs them; their expectations come from the content, contract/
  // and the build's own definitions (scripts/). From the service they take only its test support
  // (starting processes, reading a database back), never the code under test.
  layer(['e2e/**/*.ts'], [
    NOT_A_SECTION,
    // A regex, not a glob: a glob cannot let one file back in under a folder it has shut out.
    { regex: '(^|/)server/(?!testing/)', message: 'e2e/ drives the service as a process; import only its test support (server/testing/).' },
  ]),
);
