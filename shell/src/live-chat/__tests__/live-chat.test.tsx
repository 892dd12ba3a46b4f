// The live-chat widget: Crisp by website id, a generic script by URL, nothing when unconfigured;
// the signed-in customer's data is handed over once.
import { act, render, waitFor } from '@testing-library/react';
import { useSession } from '@portal/shared';
import { LiveChat, resetLiveChatForTests } from '../LiveChat';
import { LiveChatIfConfigured } from '../LiveChatIfConfigured';
import { CRISP_SCRIPT_URL, LIVE_CHAT_SCRIPT_ID } from '../inject';
import { LIVE_CHAT_USER_EVENT, type LiveChatUserEvent } from '../hand-over';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { signIn, signOutQuietly } from '../../test-support/render-app';

const crispData = {
  is_success: true,
  message: 'ok',
  result: {
    user_email: 'user@example.com',
    user_nickname: '测试用户',
    session_data: [
      ['user_id', 18401],
      ['plan', 'pro'],
    ],
  },
};

let fakeApi: FakeApi;

beforeEach(() => {
  document.getElementById(LIVE_CHAT_SCRIPT_ID)?.remove();
  delete window.$crisp;
  delete window.CRISP_WEBSITE_ID;
  delete window.__PORTAL_CONFIG__;
  resetLiveChatForTests();
  signOutQuietly();
  fakeApi = installFakeApi((request) =>
    request.url === '/api/v2/user/crisp_data'
      ? { status: 200, body: crispData }
      : { status: 404, body: { is_success: false, message: 'no' } },
  );
});

afterEach(() => fakeApi.restore());

const script = () => document.getElementById(LIVE_CHAT_SCRIPT_ID) as HTMLScriptElement | null;
const crispCalls = () => fakeApi.requests.filter((request) => request.url === '/api/v2/user/crisp_data');

describe('live chat', () => {
  it('loads Crisp when a website id is configured', () => {
    window.__PORTAL_CONFIG__ = { liveChat: { crispWebsiteId: 'site-123' } };
    render(<LiveChat />);
    expect(script()?.src).toBe(CRISP_SCRIPT_URL);
    expect(script()?.async).toBe(true);
    expect(window.CRISP_WEBSITE_ID).toBe('site-123');
    expect(window.$crisp).toEqual([]);
  });

  it('loads a generic script when a script URL is configured', () => {
    window.__PORTAL_CONFIG__ = { liveChat: { scriptUrl: 'https://chat.example.com/widget.js' } };
    render(<LiveChat />);
    expect(script()?.src).toBe('https://chat.example.com/widget.js');
    expect(window.CRISP_WEBSITE_ID).toBeUndefined();
  });

  it('loads nothing without configuration, nor for a non-http script URL', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<LiveChat />);
    expect(script()).toBeNull();
    window.__PORTAL_CONFIG__ = { liveChat: { scriptUrl: 'javascript:alert(1)' } };
    render(<LiveChat />);
    expect(script()).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    warn.mockRestore();
  });

  it('hands the signed-in customer to Crisp once, and resets Crisp after sign-out', async () => {
    window.__PORTAL_CONFIG__ = { liveChat: { crispWebsiteId: 'site-123' } };
    signIn();
    const { rerender } = render(<LiveChat />);
    await waitFor(() => expect(window.$crisp).toHaveLength(3));
    expect(window.$crisp).toEqual([
      ['set', 'user:email', ['user@example.com']],
      ['set', 'user:nickname', ['测试用户']],
      [
        'set',
        'session:data',
        [
          [
            ['user_id', 18401],
            ['plan', 'pro'],
          ],
        ],
      ],
    ]);
    rerender(<LiveChat />);
    act(() => useSession.setState({ ready: true }));
    expect(crispCalls()).toHaveLength(1);

    act(() => signOutQuietly());
    expect(window.$crisp?.at(-1)).toEqual(['do', 'session:reset']);
  });

  it('sends nothing to Crisp while signed out', async () => {
    window.__PORTAL_CONFIG__ = { liveChat: { crispWebsiteId: 'site-123' } };
    render(<LiveChat />);
    await act(async () => undefined);
    expect(crispCalls()).toHaveLength(0);
    expect(window.$crisp).toEqual([]);
  });

  it('dispatches portal:live-chat-user for a generic script', async () => {
    window.__PORTAL_CONFIG__ = { liveChat: { scriptUrl: 'https://chat.example.com/widget.js' } };
    const received: LiveChatUserEvent['detail'][] = [];
    const listener = (event: Event) => received.push((event as LiveChatUserEvent).detail);
    window.addEventListener(LIVE_CHAT_USER_EVENT, listener);
    signIn();
    render(<LiveChat />);
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      email: 'user@example.com',
      nickname: '测试用户',
      sessionData: [
        ['user_id', 18401],
        ['plan', 'pro'],
      ],
    });
    window.removeEventListener(LIVE_CHAT_USER_EVENT, listener);
  });

  it('does nothing for the customer when no widget is configured', async () => {
    signIn();
    render(<LiveChat />);
    await act(async () => undefined);
    expect(crispCalls()).toHaveLength(0);
  });

  it('is mounted by the app only where configured: then its code loads and the widget appears', async () => {
    const { container, unmount } = render(<LiveChatIfConfigured />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => undefined);
    expect(script()).toBeNull();
    unmount();
    window.__PORTAL_CONFIG__ = { liveChat: { crispWebsiteId: 'site-123' } };
    render(<LiveChatIfConfigured />);
    await waitFor(() => expect(script()?.src).toBe(CRISP_SCRIPT_URL));
  });
});
