// While the server renders a page, the values the portal's code reads from the browser — the language, the
// theme, the session, the time zone, the page's address, the server's config — are set to the customer's,
// then put back. A page renders synchronously (react-dom/server's renderToString), so no other request can
// run in between; the data a page needs is fetched between renders, outside this state.
import { i18n, type Language } from '../i18n/i18n';
import { setServerPageOrigin } from '../navigation/page-origin';
import type { PortalConfig } from '../config/portal-config';
import { useSession } from '../session/store';
import type { AccessTokenPayload } from '../contract/token';
import type { ThemeMode } from '../ui/theme/theme';
import { themeModeStore } from '../ui/theme/theme-mode';
import { setFormattingTimeZone } from '../ui-kit/intl';

export interface RenderState {
  language: Language;
  theme: ThemeMode;
  /** An IANA zone; null keeps the server's. */
  timeZone: string | null;
  origin: string;
  config: PortalConfig;
  /**
   * The session the page is rendered for: the token its API calls carry (a page token) and the payload the
   * session store shows (the customer in the header). Null: a public page, rendered signed out.
   */
  session: { accessToken: string; accessPayload: AccessTokenPayload } | null;
}

const SIGNED_OUT = { accessToken: null, accessPayload: null, refreshToken: null, refreshPayload: null };

/**
 * Runs `render` with the process set to `state`, and puts everything back afterwards. Dates follow the
 * process's TZ (Date's local time and new Intl formatters read it), so the zone is set there too.
 */
export function inRenderState<T>(state: RenderState, render: () => T): T {
  const processZone = process.env.TZ;
  const config = globalThis.__PORTAL_CONFIG__;
  try {
    if (state.timeZone) process.env.TZ = state.timeZone;
    setFormattingTimeZone(state.timeZone);
    setServerPageOrigin(state.origin);
    globalThis.__PORTAL_CONFIG__ = state.config;
    void i18n.changeLanguage(state.language);
    themeModeStore.setState({ mode: state.theme });
    useSession.setState({
      ...SIGNED_OUT,
      siteName: state.config.siteName,
      footerCopyright: state.config.footerCopyright,
      accessToken: state.session?.accessToken ?? null,
      accessPayload: state.session?.accessPayload ?? null,
      ready: true,
    });
    return render();
  } finally {
    useSession.setState({ ...SIGNED_OUT, ready: false });
    themeModeStore.setState({ mode: 'light' });
    globalThis.__PORTAL_CONFIG__ = config;
    setServerPageOrigin(null);
    setFormattingTimeZone(null);
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  }
}
