// The portal's design tokens: light (default) and dark. A clean SaaS look: system fonts with
// Chinese fallbacks, an 8 px spacing scale, 10 px corners, soft shadows.
import { breakpoints } from './breakpoints';

export type ThemeMode = 'light' | 'dark';
export type Tone = 'error' | 'success' | 'warning' | 'info';

interface ToneColours {
  /** Text and icon colour. */
  fg: string;
  /** Tinted background. */
  bg: string;
  border: string;
}

export interface PortalTheme {
  mode: ThemeMode;
  colors: {
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    borderStrong: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
    danger: string;
    dangerHover: string;
    onDanger: string;
    focus: string;
    overlay: string;
  };
  /** Message colours (docs/product.md §9): red error, green success, orange warning, blue info. */
  tones: Record<Tone, ToneColours>;
  font: {
    family: string;
    mono: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: number;
  };
  /** n × 8 px. */
  space: (n: number) => string;
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  breakpoints: typeof breakpoints;
  transition: string;
}

const font: PortalTheme['font'] = {
  family:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', 'DejaVu Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  weight: { regular: 400, medium: 500, bold: 600 },
  lineHeight: 1.55,
};

const shared = {
  font,
  space: (n: number) => `${n * 8}px`,
  radius: { sm: '6px', md: '10px', lg: '14px', pill: '999px' },
  breakpoints,
  transition: '150ms ease',
};

export const lightTheme: PortalTheme = {
  ...shared,
  mode: 'light',
  colors: {
    background: '#f6f7fb',
    surface: '#ffffff',
    surfaceMuted: '#f1f3f8',
    text: '#141a2a',
    textMuted: '#5b6478',
    border: '#e2e6ef',
    borderStrong: '#c5ccda',
    primary: '#3056d3',
    primaryHover: '#2545b3',
    onPrimary: '#ffffff',
    danger: '#c9302c',
    dangerHover: '#a82622',
    onDanger: '#ffffff',
    focus: '#6d8cff',
    overlay: 'rgba(15, 20, 35, 0.45)',
  },
  tones: {
    error: { fg: '#b42318', bg: '#fef3f2', border: '#fecdca' },
    success: { fg: '#067647', bg: '#ecfdf3', border: '#abefc6' },
    warning: { fg: '#b54708', bg: '#fffaeb', border: '#fedf89' },
    info: { fg: '#175cd3', bg: '#eff8ff', border: '#b2ddff' },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.14)',
  },
};

export const darkTheme: PortalTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    background: '#0f131c',
    surface: '#171c27',
    surfaceMuted: '#1e2431',
    text: '#e8ebf2',
    textMuted: '#9aa3b5',
    border: '#2a3142',
    borderStrong: '#3a4358',
    primary: '#6d8cff',
    primaryHover: '#8aa3ff',
    onPrimary: '#0b1020',
    danger: '#f0625d',
    dangerHover: '#f4827e',
    onDanger: '#1a0504',
    focus: '#8aa3ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  tones: {
    error: { fg: '#fda29b', bg: '#2d1517', border: '#7a271a' },
    success: { fg: '#75e0a7', bg: '#0f2a1e', border: '#085d3a' },
    warning: { fg: '#fec84b', bg: '#2e2210', border: '#93370d' },
    info: { fg: '#84caff', bg: '#0f2139', border: '#1849a9' },
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

/** The default theme (docs/product.md §9: light). */
export const theme = lightTheme;

export const themes: Record<ThemeMode, PortalTheme> = { light: lightTheme, dark: darkTheme };

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}
