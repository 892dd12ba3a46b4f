// A public page the page server rendered is hydrated only where React can take over exactly what is on
// screen: this address, this language, not hidden as stale, and no stored session (docs/adr/0012).
import { i18n, useSession } from '@portal/shared';
import { signAccessToken, signRefreshToken } from '@portal/shared/test/tokens';
import { prerenderedPage, STALE_PRERENDER_ATTRIBUTE } from '../hydration';

function publicPage({ path = '/auth/sign-in', lang = 'en' } = {}): HTMLElement {
  const root = document.createElement('div');
  Object.assign(root.dataset, { prerenderedPath: path, prerenderedLang: lang });
  root.innerHTML = '<main><h1>Sign in</h1></main>';
  document.body.replaceChildren(root);
  return root;
}

beforeEach(async () => {
  window.history.replaceState(null, '', '/auth/sign-in');
  await i18n.changeLanguage('en');
  useSession.setState({ accessToken: null, accessPayload: null, refreshToken: null, refreshPayload: null });
  document.documentElement.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
});

describe('a public page is hydrated', () => {
  it('for a visitor with no stored session, at its own address and in its language', () => {
    expect(prerenderedPage(publicPage())).toEqual({ path: '/auth/sign-in', lang: 'en' });
  });

  it('not at another address, in another language, or hidden as stale', () => {
    expect(prerenderedPage(publicPage({ path: '/auth/sign-up' }))).toBeNull();
    expect(prerenderedPage(publicPage({ lang: 'zh-CN' }))).toBeNull();
    document.documentElement.setAttribute(STALE_PRERENDER_ATTRIBUTE, '');
    expect(prerenderedPage(publicPage())).toBeNull();
  });

  it('not for a signed-in visitor, nor for a new tab whose stored session is still being refreshed', async () => {
    useSession.setState({ accessToken: await signAccessToken() });
    expect(prerenderedPage(publicPage())).toBeNull();
    // The tab has no access token yet: the page will send it on once the refresh lands, mid-hydration.
    useSession.setState({ accessToken: null, refreshToken: await signRefreshToken() });
    expect(prerenderedPage(publicPage())).toBeNull();
  });
});
