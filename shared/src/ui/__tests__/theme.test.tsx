import { act, render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { PortalProviders } from '../PortalProviders';
import { breakpoints, isMobileViewport, media } from '../theme/breakpoints';
import { darkTheme, lightTheme, theme } from '../theme/theme';
import { themeModeStore } from '../theme/theme-mode';

describe('theme', () => {
  it('is light by default with the breakpoints and message colours of docs/product.md §9', () => {
    expect(theme).toBe(lightTheme);
    expect(breakpoints).toEqual({ sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
    expect(media.up('md')).toBe('@media (min-width: 960px)');
    expect(media.down('lg')).toBe('@media (max-width: 1279.98px)');
    expect(media.mobile).toBe(media.down('lg'));
    for (const palette of [lightTheme, darkTheme]) {
      expect(Object.keys(palette.tones).sort()).toEqual(['error', 'info', 'success', 'warning']);
    }
    expect(lightTheme.tones.error.fg).toBe('#b42318');
    expect(lightTheme.space(2)).toBe('16px');
    expect(lightTheme.radius.md).toBe('10px');
    expect(lightTheme.font.family).toContain('PingFang SC');
  });

  it('isMobileViewport is false where matchMedia is missing and follows it where present', () => {
    expect(isMobileViewport()).toBe(false);
    const matchMedia = jest.fn(() => ({ matches: true }) as MediaQueryList);
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    expect(isMobileViewport()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 1279.98px)');
    Reflect.deleteProperty(window, 'matchMedia');
  });
});

describe('useThemeMode', () => {
  const Swatch = styled.p`
    color: ${({ theme: current }) => current.colors.text};
  `;
  function Probe() {
    return <Swatch>{themeModeStore((state) => state.mode)}</Swatch>;
  }

  it('switches the provided theme and remembers the choice in portal_theme', () => {
    render(
      <PortalProviders>
        <Probe />
      </PortalProviders>,
    );
    expect(screen.getByText('light')).toHaveStyle({ color: lightTheme.colors.text });
    act(() => themeModeStore.getState().setMode('dark'));
    expect(screen.getByText('dark')).toHaveStyle({ color: darkTheme.colors.text });
    expect(localStorage.getItem('portal_theme')).toBe('dark');
    act(() => themeModeStore.getState().setMode('light'));
  });

  it('starts from the remembered mode', async () => {
    localStorage.setItem('portal_theme', 'dark');
    jest.resetModules();
    const { themeModeStore: fresh } = await import('../theme/theme-mode');
    expect(fresh.getState().mode).toBe('dark');
    localStorage.clear();
  });

  describe('following the system until the reader chooses', () => {
    let listeners: (() => void)[] = [];
    let systemDark = true;
    beforeEach(() => {
      listeners = [];
      systemDark = true;
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({
          get matches() {
            return query === '(prefers-color-scheme: dark)' && systemDark;
          },
          addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
        }),
      });
      localStorage.clear();
      jest.resetModules();
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'matchMedia');
      localStorage.clear();
    });

    it('starts from the browser’s preference, and follows it while it changes', async () => {
      const { themeModeStore: fresh } = await import('../theme/theme-mode');
      expect(fresh.getState()).toMatchObject({ preference: 'system', mode: 'dark' });
      systemDark = false;
      for (const listener of listeners) listener();
      expect(fresh.getState().mode).toBe('light');
    });

    it('keeps a chosen theme whatever the system does, and forgets it when told to follow again', async () => {
      const { themeModeStore: fresh } = await import('../theme/theme-mode');
      fresh.getState().setPreference('light');
      expect(fresh.getState().mode).toBe('light');
      expect(localStorage.getItem('portal_theme')).toBe('light');
      for (const listener of listeners) listener();
      expect(fresh.getState().mode).toBe('light');
      fresh.getState().setPreference('system');
      expect(fresh.getState()).toMatchObject({ preference: 'system', mode: 'dark' });
      expect(localStorage.getItem('portal_theme')).toBeNull();
    });
  });
});
