// The portal theme (light or dark) turned into echarts colours, so charts follow the theme switch.
import type { DefaultTheme } from 'styled-components';

export interface ChartColors {
  text: string;
  muted: string;
  border: string;
  surface: string;
  primary: string;
  secondary: string;
  emptyCell: string;
}

export function chartColors(theme: DefaultTheme): ChartColors {
  return {
    text: theme.colors.text,
    muted: theme.colors.textMuted,
    border: theme.colors.border,
    surface: theme.colors.surface,
    primary: theme.colors.primary,
    secondary: theme.tones.success.fg,
    emptyCell: theme.colors.surfaceMuted,
  };
}
