// Test-only: checks of a remote's strings — both languages complete, and every key the code uses present.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every leaf key of a strings tree, dotted ("list.title"). */
export function translationKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? translationKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Whether `key` (or its plural forms `_one`/`_other`) is in `tree`. */
export function hasTranslation(tree: unknown, key: string): boolean {
  let node = tree as Record<string, unknown> | undefined;
  const parts = key.split('.');
  for (const [index, part] of parts.entries()) {
    if (node === undefined || typeof node !== 'object') return false;
    if (index === parts.length - 1) return part in node || `${part}_one` in node || `${part}_other` in node;
    node = node[part] as Record<string, unknown> | undefined;
  }
  return false;
}

function sources(dir: string, skip: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || skip.includes(name) ? [] : sources(full, skip);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The literal dotted keys the code under `dir` passes to t('a.b'), tests and the `skip` folders left out. */
export function keysUsedInCode(dir: string, skip: readonly string[] = []): string[] {
  const used = new Set<string>();
  for (const file of sources(dir, skip)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.]*\.[\w.]+)'/g)) used.add(match[1]!);
  }
  return [...used];
}
