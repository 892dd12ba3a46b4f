// One Jest run over every package. Browser packages use jsdom; the API and tooling use node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} dir @param {'jsdom'|'node'} environment @param {Partial<import('jest').Config>} [extra] */
function project(dir, environment, extra = {}) {
  return {
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: environment,
    testMatch: ['<rootDir>/**/__tests__/**/*.test.{ts,tsx,mjs}'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    transformIgnorePatterns: ['/node_modules/(?!(jose|uuid)/)'],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    ...extra,
  };
}

const browserSetup = { setupFilesAfterEnv: ['<rootDir>/../shared/test/setup-dom.ts'] };

export default {
  projects: [
    project('shared', 'jsdom', browserSetup),
    project('shell', 'jsdom', browserSetup),
    project('mfe-auth', 'jsdom', browserSetup),
    project('mfe-services', 'jsdom', browserSetup),
    project('mfe-wallet', 'jsdom', browserSetup),
    project('mfe-tickets', 'jsdom', browserSetup),
    project('mfe-account', 'jsdom', browserSetup),
    project('mfe-admin', 'jsdom', {
      setupFilesAfterEnv: [...browserSetup.setupFilesAfterEnv, '<rootDir>/src/test-utils/setup.ts'],
    }),
    // PGlite's CommonJS build loads Node built-ins with import(); swc turns those into require() (Jest's VM has no dynamic import).
    project('api', 'node', {
      transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(jose|@electric-sql/pglite|marked)/)'],
      setupFilesAfterEnv: ['<rootDir>/src/test-support/jest-setup.ts'],
    }),
  ],
};
