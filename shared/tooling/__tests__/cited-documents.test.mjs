/**
 * @jest-environment node
 */
// Every document and file the code cites is in the repository: `docs/….md` paths and `docs/adr/NNNN`
// numbers in source files, file references in comments and Markdown, and relative links in the Markdown
// files. A citation of a document that lives elsewhere (or nowhere) is a dead end for the next engineer.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/apps.mjs';
import { brokenReferences } from '../lib/file-references.mjs';

const tracked = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const adrs = readdirSync(path.join(REPO_ROOT, 'docs', 'adr'));
const workspaces = tracked.filter((file) => path.basename(file) === 'package.json').map((file) => path.dirname(file));
/** Every npm package a workspace depends on: `ajv/dist/…` in a comment names a package's file, not ours. */
const packages = new Set(
  workspaces.flatMap((root) => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, root, 'package.json'), 'utf8'));
    return ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((key) => Object.keys(manifest[key] ?? {}));
  }),
);
const repository = { tracked, workspaces, packages };

/**
 * Documents being written on another branch at the same time, linked already. Each must leave this
 * list as soon as it exists (the last test fails until it does).
 */
const ARRIVING = [];

describe('cited documents', () => {
  test('the docs/ paths and ADR numbers that source files cite exist', () => {
    const missing = [];
    for (const file of tracked.filter((name) => /\.(ts|tsx|mjs|js|cjs)$/.test(name))) {
      const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      for (const [, cited] of text.matchAll(/\bdocs\/([\w./-]+\.md)\b/g)) {
        if (ARRIVING.includes(`docs/${cited}`)) continue;
        if (!existsSync(path.join(REPO_ROOT, 'docs', cited))) missing.push(`${file}: docs/${cited}`);
      }
      for (const [, number] of text.matchAll(/\bdocs\/adr\/(\d{4})\b/g)) {
        if (!adrs.some((name) => name.startsWith(`${number}-`))) missing.push(`${file}: docs/adr/${number}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('no source file cites the design or spec documents kept outside the repository', () => {
    // Written with escapes so that this file does not cite them itself.
    const outside = new RegExp(`\\b(${['SPEC', 'DESIGN'].join('|')})\\u002emd\\b`);
    const citing = tracked.filter(
      (file) =>
        /\.(ts|tsx|mjs|js|cjs|md)$/.test(file) && outside.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')),
    );
    expect(citing).toEqual([]);
  });

  test('the files that comments and Markdown cite exist', () => {
    const broken = tracked
      .filter((file) => /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|md)$/.test(file))
      .flatMap((file) =>
        brokenReferences(file, readFileSync(path.join(REPO_ROOT, file), 'utf8'), repository).map(
          ({ line, reference, reason }) => `${file}:${line}: ${reference} (${reason})`,
        ),
      );
    expect(broken).toEqual([]);
  });

  test('the reference check finds a moved file, an outside document and nothing else', () => {
    const fixture = {
      tracked: ['api/package.json', 'api/src/lib/money.ts', 'api/src/modules/wallet/top-up.ts', 'shell/test/env.mjs'],
      workspaces: ['api', 'shell'],
      packages: new Set(['ajv']),
    };
    const source = [
      "import { add } from '../../lib/money'; const notAComment = 'old/place.ts';",
      '// Exact sums (api/src/lib/money.ts, ../../lib/money.ts, src/lib/money.ts, lib/money.ts, money.ts).',
      '// Moved: api/src/lib/cash.ts; gone: ../../lib/cash.ts; a bare name: cash.ts.',
      '/* ajv/dist/core.js, https://example.com/a/b.ts, remoteEntry.js, src/**' + '/*.ts, <area>.ts, dist/a.js */',
      '// Outside: ../../../../../reference/README.md, as the ' + 'SPEC says.',
    ].join('\n');
    const found = brokenReferences('api/src/modules/wallet/top-up.ts', source, fixture).map(
      ({ line, reference }) => `${line}: ${reference}`,
    );
    expect(found).toEqual([
      '3: api/src/lib/cash.ts',
      '3: ../../lib/cash.ts',
      '3: cash.ts',
      '5: ' + 'SPEC',
      '5: ../../../../../reference/README.md',
    ]);
    const markdown = '```files-to-create\nsrc/new-page.tsx\n```\n\nSee `src/new-page.tsx` and `./test/env.mjs`.';
    expect(brokenReferences('shell/README.md', markdown, fixture)).toEqual([
      { line: 5, reference: 'src/new-page.tsx', reason: 'no such file' },
    ]);
  });

  test('relative links in the Markdown files lead to files that exist', () => {
    const broken = [];
    for (const file of tracked.filter((name) => name.endsWith('.md'))) {
      const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
        const resolved = path.resolve(REPO_ROOT, path.dirname(file), target.split('#')[0]);
        if (ARRIVING.includes(path.relative(REPO_ROOT, resolved))) continue;
        if (!existsSync(resolved)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('a document expected from another branch leaves the list once it is here', () => {
    expect(ARRIVING.filter((file) => existsSync(path.join(REPO_ROOT, file)))).toEqual([]);
  });

  test('every decision record says its status and date at the top', () => {
    const undated = adrs.filter((name) => {
      const head = readFileSync(path.join(REPO_ROOT, 'docs', 'adr', name), 'utf8')
        .split('\n')
        .slice(0, 8)
        .join('\n');
      return !/^- Status: \S/m.test(head) || !/^- Date: \d{4}-\d\d-\d\d/m.test(head);
    });
    expect(undated).toEqual([]);
  });
});
