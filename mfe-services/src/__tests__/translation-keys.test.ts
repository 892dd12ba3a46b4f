// Every literal key the code passes to t() exists in the English strings (and so, by the parity
// test, in Chinese too): a typo would otherwise show the raw key to customers.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { servicesEn } from '../i18n/en';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function has(tree: unknown, key: string): boolean {
  let node = tree as Record<string, unknown> | undefined;
  const parts = key.split('.');
  for (const [index, part] of parts.entries()) {
    if (node === undefined || typeof node !== 'object') return false;
    if (index === parts.length - 1) return part in node || `${part}_one` in node || `${part}_other` in node;
    node = node[part] as Record<string, unknown> | undefined;
  }
  return false;
}

describe('translation keys in the code', () => {
  it('all exist in the strings', () => {
    const used = new Set<string>();
    for (const file of sources(path.resolve(__dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.]*\.[\w.]+)'/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(200);
    expect([...used].filter((key) => !has(servicesEn, key))).toEqual([]);
  });
});
