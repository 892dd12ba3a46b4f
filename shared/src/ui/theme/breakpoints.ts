// docs/product.md §9 breakpoints; below lg is "mobile".
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof breakpoints;
export const MOBILE_BREAKPOINT: Breakpoint = 'lg';

/** Media queries for styled-components: `${media.up('md')} { ... }`. */
export const media = {
  up: (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  // .02 px below the next breakpoint so up() and down() never both match.
  down: (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
  mobile: `@media (max-width: ${breakpoints[MOBILE_BREAKPOINT] - 0.02}px)`,
} as const;

/** True when the viewport is below the mobile breakpoint (false where matchMedia is missing). */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(media.mobile.replace('@media ', '')).matches;
}
