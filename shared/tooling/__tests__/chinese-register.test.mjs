/**
 * @jest-environment node
 */
// The portal speaks to its customers with the polite 您 (never the familiar form, U+4F60) in every
// Chinese text: the pages of every app, the API's messages and mail, and the tests that quote them. And one
// thing has one name: the cd-key is 卡密 in every Chinese text, never the English word.
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

  test('name the cd-key in Chinese as the wallet does', () => {
    const found = [];
    for (const file of sourceFiles()) {
      const lines = readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        // A Chinese text (a CJK character in the same quoted string) naming the cd-key in English.
        for (const text of line.match(/'[^']*'|`[^`]*`/g) ?? []) {
          if (/[\u4e00-\u9fff]/.test(text) && /cd[- ]?key/i.test(text)) found.push(`${file}:${index + 1}: ${text}`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});

function sourceFiles() {
  return execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE.test(file));
}
