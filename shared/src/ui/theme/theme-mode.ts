// The theme: the reader's choice — light, dark, or the system's (the default) — remembered in localStorage
// `portal_theme` ('light' or 'dark'; nothing stored means the system's). `mode` is what shows: the choice,
// or the browser's prefers-color-scheme, followed while it changes. The pages whose HTML arrives rendered
// decide the same way before they paint (shell/src/server-rendering/page-server/page-scripts.ts, staleCheckScript).
import { createPortalStore } from '../../store/portal-store';
import type { ThemeMode } from './theme';

export const THEME_STORAGE_KEY = 'portal_theme';
export type ThemePreference = ThemeMode | 'system';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedPreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** The browser's preference; light where it cannot say (the server, an old browser). */
function systemMode(): ThemeMode {
  try {
    return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

const modeOf = (preference: ThemePreference): ThemeMode => (preference === 'system' ? systemMode() : preference);

interface ThemeModeState {
  preference: ThemePreference;
  mode: ThemeMode;
  setPreference(preference: ThemePreference): void;
  /** Chooses light or dark (no longer following the system). */
  setMode(mode: ThemeMode): void;
}

export const themeModeStore = createPortalStore<ThemeModeState>((set, get) => {
  const preference = storedPreference();
  return {
    preference,
    mode: modeOf(preference),
    setPreference(next) {
      try {
        if (next === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
        else window.localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Not remembered, but applied for this page.
      }
      set({ preference: next, mode: modeOf(next) });
    },
    setMode(mode) {
      get().setPreference(mode);
    },
  };
});

// Following the system: a change of the browser's (or the OS's) preference repaints an open page.
try {
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (themeModeStore.getState().preference === 'system') themeModeStore.setState({ mode: systemMode() });
  });
} catch {
  // No window (the server) or no matchMedia: nothing to follow.
}

export function useThemeMode(): ThemeModeState {
  const mode = themeModeStore((state) => state.mode);
  const preference = themeModeStore((state) => state.preference);
  const setPreference = themeModeStore((state) => state.setPreference);
  const setMode = themeModeStore((state) => state.setMode);
  return { mode, preference, setPreference, setMode };
}
