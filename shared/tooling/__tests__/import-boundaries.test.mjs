/**
 * @jest-environment node
 */
// Proves that eslint.config.js enforces docs/architecture.md's dependency direction: each case lints a one-line
// file placed (virtually) in a package and expects the boundary rule to fire, or not.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from '../lib/apps.mjs';

/**
 * Lints every case in ONE child process (ESLint loads its flat config with a dynamic import, which
 * Jest's module sandbox cannot run) and returns, per case, the no-restricted-imports messages.
 */
function lintCases(cases) {
  const script = `
    import path from 'node:path';
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const [, file, source] of cases) {
      const [result] = await eslint.lintText(source, { filePath: path.join(process.cwd(), file) });
      out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(stdout);
}

const FORBIDDEN = [
  ['a remote importing another remote by package', 'mfe-tickets/src/x.ts', "import '@portal/mfe-auth';"],
  ['a remote importing another remote by path', 'mfe-tickets/src/x.ts', "import '../../mfe-auth/src/routes';"],
  ['a remote importing the shell', 'mfe-services/src/features/a/x.ts', "import '../../../../shell/src/app/App';"],
  ['a remote reaching into shared sources', 'mfe-auth/src/x.ts', "import '../../shared/src/session';"],
  ['a remote importing react-router directly', 'mfe-auth/src/x.ts', "import { Link } from 'react-router';"],
  ['the shell importing a remote', 'shell/src/x.ts', "import '@portal/mfe-services';"],
  ['the shell importing react-router directly', 'shell/src/x.ts', "import { Link } from 'react-router';"],
  ['shared importing an app', 'shared/src/x.ts', "import '../../shell/src/app/App';"],
  ['the API importing a browser app', 'api/src/x.ts', "import '@portal/shell';"],
  ['the API importing the build tooling', 'api/src/x.ts', "import '@portal/shared/tooling/lib/apps.mjs';"],
  ['the API importing jsdom', 'api/src/x.ts', "import { JSDOM } from 'jsdom';"],
  ['the API importing a page renderer', 'api/src/x.ts', "import '@portal/shared/server';"],
  ['the API importing a build output', 'api/src/x.ts', "import '../../dist/server/page-server.cjs';"],
  ['the API importing a workspace build output', 'api/src/x.ts', "import '@portal/shell/dist/server/x.cjs';"],
];

const ALLOWED = [
  ['the API importing a library file from its dist/', 'api/src/x.ts', "import Ajv2020 from 'ajv/dist/2020';"],
  ['a remote importing @portal/shared', 'mfe-tickets/src/x.ts', "import { api } from '@portal/shared';"],
  [
    'a remote importing the contract',
    'mfe-tickets/src/x.ts',
    "import { ticketStatus } from '@portal/shared/contract';",
  ],
  [
    'a feature importing its own api/ folder',
    'mfe-tickets/src/features/a/components/x.ts',
    "import '../api/use-thing';",
  ],
  [
    'a test rendering a MemoryRouter',
    'mfe-auth/src/features/a/__tests__/x.test.tsx',
    "import { MemoryRouter } from 'react-router';",
  ],
  ['shared using react-router itself', 'shared/src/router-user.ts', "import { Link } from 'react-router';"],
];

describe('import boundaries (eslint.config.js)', () => {
  /** @type {Map<string, string[]>} */
  const messages = new Map();
  beforeAll(() => {
    const cases = [...FORBIDDEN, ...ALLOWED];
    lintCases(cases).forEach((found, index) => messages.set(cases[index][0], found));
  }, 120_000);

  test.each(FORBIDDEN)('forbids %s', (name) => {
    expect(messages.get(name)).not.toHaveLength(0);
  });

  test.each(ALLOWED)('allows %s', (name) => {
    expect(messages.get(name)).toEqual([]);
  });
});
