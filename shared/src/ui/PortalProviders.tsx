// Everything an app (the shell, or a remote running alone) wraps itself in. Pages with server state
// add QueryProvider from '@portal/shared/query'.
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../i18n/i18n';
import { GlobalStyle } from './theme/global-style';
import { themes } from './theme/theme';
import { useThemeMode } from './theme/theme-mode';
import { Toaster } from './toast/Toaster';

export function PortalProviders({ children }: { children?: ReactNode }) {
  const { mode } = useThemeMode();
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={themes[mode]}>
        <GlobalStyle />
        <Toaster>{children}</Toaster>
      </ThemeProvider>
    </I18nextProvider>
  );
}
