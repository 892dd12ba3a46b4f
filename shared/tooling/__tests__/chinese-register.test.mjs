/**
 * @jest-environment node
 */
// The portal speaks to its customers with the polite 您 (never the familiar form, U+4F60) in every
// Chinese text: the pages of every app, the API's messages and mail, and the tests that quote them.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/apps.mjs';

/** The familiar "you", written as an escape so that this file passes its own check. */
const FAMILIAR_YOU = '\u4f60';
const SOURCE = /^(shell|shared|mfe-[a-z]+|api|e2e)\/.*\.(ts|tsx|mjs|js|html)$/;

describe('Chinese texts', () => {
  test('use 您, never the familiar form', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file));
    expect(files.length).toBeGreaterThan(100);
    const found = [];
    for (const file of files) {
      const lines = readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (line.includes(FAMILIAR_YOU)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
