// Lint for every package. The import-boundary rules below enforce docs/architecture.md's dependency direction:
// a remote imports @portal/shared and nothing of the shell or another remote; shared imports no app;
// the shell knows remotes only by name (through /remotes.json), never by import.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const APPS = ['shell', 'mfe-auth', 'mfe-services', 'mfe-wallet', 'mfe-tickets', 'mfe-account', 'mfe-admin'];
const REMOTES = APPS.filter((app) => app !== 'shell');

/**
 * Patterns that reach into another workspace folder by package name or by a relative path into its
 * sources. (Only `<name>/src/**` paths: a feature's own `api/` folder must not match the `api` workspace.)
 */
function forbidden(names) {
  return names.flatMap((name) => [`@portal/${name}`, `@portal/${name}/*`, `**/${name}/src/**`, `**/${name}/src`]);
}

/** Deep imports into @portal/shared sources instead of its package exports. */
const SHARED_DEEP = ['**/shared/src/**', '@portal/shared/src/**'];

/**
 * Apps take routing, translation and HTTP from @portal/shared: one react-router and one i18next inside
 * the shared singleton, tree-shaken there, and axios only behind `api`, which loads it with the first
 * call (docs/adr/0003). Type-only imports cost nothing and stay allowed.
 */
const THROUGH_SHARED = [
  { name: 'react-router', message: "Import routing from '@portal/shared' (shared/src/router.ts)." },
  { name: 'react-i18next', message: "Use useT and i18n from '@portal/shared'.", allowTypeImports: true },
  { name: 'i18next', message: "Use useT and i18n from '@portal/shared'.", allowTypeImports: true },
  { name: 'axios', message: "Call the API through `api` from '@portal/shared'.", allowTypeImports: true },
  { name: '@portal/shared/http', message: "Call the API through `api` from '@portal/shared'.", allowTypeImports: true },
];

function boundary(files, names, message, extra = [], paths = []) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { paths, patterns: [{ group: [...forbidden(names), ...extra], message }] }],
    },
  };
}

/** The shared test helpers (@portal/shared/test/*) are for tests only. */
const TEST_HELPERS = ['@portal/shared/test/*'];

/** Tests render pages in a MemoryRouter directly: no federation there, so no second copy. */
const APP_TESTS = ['**/__tests__/**', '**/test-utils/**', '**/test-support/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.artifacts/**',
      '.ci/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['{shared,shell,mfe-*}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['api/**/*.ts', 'e2e/**/*.ts', 'shared/tooling/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  boundary(
    ['shared/**'],
    [...APPS, 'api', 'e2e'],
    'shared is a library: it imports no app, no API server code and no tests.',
  ),
  boundary(
    ['shell/**'],
    [...REMOTES, 'api', 'e2e'],
    'The shell knows remotes only by name through /remotes.json; use @portal/shared for common code.',
    SHARED_DEEP,
  ),
  {
    ...boundary(
      ['shell/src/**'],
      [...REMOTES, 'api', 'e2e'],
      'The shell knows remotes only by name through /remotes.json; use @portal/shared for common code (test helpers only in tests).',
      [...SHARED_DEEP, ...TEST_HELPERS],
      THROUGH_SHARED,
    ),
    ignores: APP_TESTS,
  },
  ...REMOTES.map((remote) =>
    boundary(
      [`${remote}/**`],
      [...APPS.filter((app) => app !== remote), 'api', 'e2e'],
      'A remote imports @portal/shared (by package name) and nothing of the shell or another remote; compose other slices through their exposed ./widgets at run time.',
      SHARED_DEEP,
    ),
  ),
  ...REMOTES.map((remote) => ({
    ...boundary(
      [`${remote}/src/**`],
      [...APPS.filter((app) => app !== remote), 'api', 'e2e'],
      'A remote imports @portal/shared (by package name) and nothing of the shell or another remote; compose other slices through their exposed ./widgets at run time. Test helpers only in tests.',
      [...SHARED_DEEP, ...TEST_HELPERS],
      THROUGH_SHARED,
    ),
    ignores: APP_TESTS,
  })),
  {
    // The API and what it must never load; a build's output (dist/) by a relative path or a workspace's name
    // too, while a library's own dist/ files are fine.
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...forbidden([...APPS, 'e2e']),
                ...SHARED_DEEP,
                '@portal/shared/tooling/*',
                '@portal/shared/server',
                'jsdom',
                'react-dom/server',
              ],
              message:
                'The API server imports only @portal/shared (the contract), never browser apps, the build tooling or what renders pages (the page server does, docs/adr/0012).',
            },
            {
              regex: '^(\\.{1,2}/.*|@portal/[^/]+/)dist/',
              message: 'The API server never loads a build (dist/): the page server does (docs/adr/0012).',
            },
          ],
        },
      ],
    },
  },
);
