/**
 * @jest-environment node
 */
// The head check of a page whose HTML arrives rendered: the theme it shows is the stored choice, else the
// browser's dark or light preference; a page rendered in the other one is hidden and rendered again.
import { describe, expect, test } from '@jest/globals';
import vm from 'node:vm';
import { staleCheckScript, STALE_ATTRIBUTE } from '../page-scripts';

/** Runs the check in a browser-like sandbox: answers whether it marked the page stale. */
function isStale(
  page: Parameters<typeof staleCheckScript>[0],
  { stored = {}, systemDark = false }: { stored?: Record<string, string>; systemDark?: boolean } = {},
) {
  const attributes = new Set<string>();
  const window = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
  };
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  vm.runInNewContext(staleCheckScript(page), { window, document, atob });
  return attributes.has(STALE_ATTRIBUTE);
}

describe('the head check’s theme', () => {
  const light = { lang: 'en', theme: 'light' } as const;
  const dark = { lang: 'en', theme: 'dark' } as const;

  test('follows the browser’s preference while nothing is chosen', () => {
    expect(isStale(light)).toBe(false);
    expect(isStale(light, { systemDark: true })).toBe(true);
    expect(isStale(dark, { systemDark: true })).toBe(false);
  });

  test('follows the stored choice over the browser’s preference', () => {
    expect(isStale(light, { stored: { portal_theme: 'light' }, systemDark: true })).toBe(false);
    expect(isStale(light, { stored: { portal_theme: 'dark' } })).toBe(true);
    expect(isStale(dark, { stored: { portal_theme: 'light' }, systemDark: true })).toBe(true);
  });

  test('still looks at the language', () => {
    expect(isStale(light, { stored: { portal_language: 'zh-CN' } })).toBe(true);
  });
});
