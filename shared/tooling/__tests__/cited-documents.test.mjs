/**
 * @jest-environment node
 */
// Every document the code cites is in the repository: `docs/….md` paths and `docs/adr/NNNN` numbers in
// source files, and relative links in the Markdown files. A citation of a document that lives
// elsewhere (or nowhere) is a dead end for the next engineer.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/apps.mjs';

const tracked = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const adrs = readdirSync(path.join(REPO_ROOT, 'docs', 'adr'));

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
