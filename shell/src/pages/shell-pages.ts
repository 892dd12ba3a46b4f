// The shell's own pages, each in its own chunk so the first load stays small. The 404 page is not
// here: unknown paths throw while rendering and the root error page (in the main chunk) answers.
import type { ComponentType } from 'react';
import type { ShellPageId } from '../routes/route-table';

export type ShellPageModule = { default: ComponentType };

export const SHELL_PAGES: Record<Exclude<ShellPageId, 'not-found'>, () => Promise<ShellPageModule>> = {
  about: () => import('./about/AboutPage'),
  settings: () => import('./settings/SettingsPage'),
  test1: () => import('./test-pages/Test1ThemePage'),
  test2: () => import('./test-pages/Test2LayoutPage'),
  test3: () => import('./test-pages/Test3TypographyPage'),
  test4: () => import('./test-pages/Test4ToastsPage'),
  test5: () => import('./test-pages/Test5FormPage'),
  test6: () => import('./test-pages/Test6SessionPage'),
  test7: () => import('./test-pages/Test7ViewportPage'),
  'api-example': () => import('./test-pages/ApiExamplePage'),
};
