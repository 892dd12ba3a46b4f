import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { en } from '../en';
import { zhCN } from '../zh-CN';
import { signUpTexts } from '../../features/sign-up/strings';
import { forgotTexts } from '../../features/forgot-password/strings';
import { standaloneTexts } from '../../standalone/strings';
import { twoFaTexts } from '../../features/sign-in/two-fa-strings';

/** The namespace as both languages end up with it: the common texts plus every page's own. */
const pageTexts = [signUpTexts, forgotTexts, standaloneTexts, twoFaTexts];
const english = Object.assign({}, en, ...pageTexts.map((texts) => texts.en)) as object;
const chineseTexts = Object.assign({}, zhCN, ...pageTexts.map((texts) => texts['zh-CN'])) as object;

function leaves(texts: object, prefix = ''): [string, unknown][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

describe('auth translations', () => {
  it('have the same keys in zh-CN and en, each a non-empty text', () => {
    const englishLeaves = leaves(english);
    const chinese = leaves(chineseTexts);
    expect(chinese.map(([key]) => key).sort()).toEqual(englishLeaves.map(([key]) => key).sort());
    expect(englishLeaves.length).toBeGreaterThan(80);
    for (const [key, value] of [...englishLeaves, ...chinese]) {
      expect([key, typeof value === 'string' && value.trim().length > 0]).toEqual([key, true]);
    }
  });

  it('keep the same interpolation variables in both languages', () => {
    const chinese = new Map(leaves(chineseTexts));
    for (const [key, value] of leaves(english)) {
      const variables = (text: unknown) =>
        String(text)
          .match(/{{\w+}}/g)
          ?.sort() ?? [];
      expect([key, variables(chinese.get(key))]).toEqual([key, variables(value)]);
    }
  });
});

describe('each page loads the texts it uses', () => {
  // The common texts load with ./routes; a page's own section (signUp, forgot, standalone) loads only
  // with that page. So a file may use a page section only inside that page's folder.
  const SRC = path.resolve(__dirname, '../..');
  const commonSections = new Set(Object.keys(en));
  const ownSection: [string, string][] = [
    [`features${path.sep}sign-up${path.sep}`, 'signUp'],
    [`features${path.sep}forgot-password${path.sep}`, 'forgot'],
    [`standalone${path.sep}`, 'standalone'],
    [`features${path.sep}sign-in${path.sep}`, 'twoFa'],
  ];
  const merged = new Map(leaves(english));

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  const uses = sourceFiles(SRC).flatMap((file) =>
    Array.from(readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g), (match) => ({
      file: path.relative(SRC, file),
      key: match[1]!,
    })),
  );

  it('finds the keys the pages use', () => {
    expect(uses.length).toBeGreaterThan(60);
  });

  it('uses only keys that exist, from the common texts or its own page', () => {
    const problems = uses.flatMap(({ file, key }) => {
      const section = key.split('.')[0]!;
      const own = ownSection.find(([folder]) => file.includes(folder))?.[1];
      if (!merged.has(key)) return [`${file}: ${key} does not exist`];
      if (!commonSections.has(section) && section !== own) return [`${file}: ${key} is not loaded with this page`];
      return [];
    });
    expect(problems).toEqual([]);
  });
});
