// Light or dark, remembered in localStorage `portal_theme`. Light unless the user chose dark.
import { createPortalStore } from '../../store/portal-store';
import type { ThemeMode } from './theme';

export const THEME_STORAGE_KEY = 'portal_theme';

function storedMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

interface ThemeModeState {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
}

export const themeModeStore = createPortalStore<ThemeModeState>((set) => ({
  mode: storedMode(),
  setMode(mode) {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Not remembered, but applied for this page.
    }
    set({ mode });
  },
}));

export function useThemeMode(): ThemeModeState {
  const mode = themeModeStore((state) => state.mode);
  const setMode = themeModeStore((state) => state.setMode);
  return { mode, setMode };
}
