// Telling the live-chat widget who the signed-in customer is, so support sees the account.
export const LIVE_CHAT_USER_EVENT = 'portal:live-chat-user';

export interface LiveChatUser {
  email: string;
  nickname: string;
  /** Crisp's session:data shape: [[key, value], ...]. */
  sessionData: unknown[][];
}

/** The detail of the `portal:live-chat-user` event a generic widget script can listen to. */
export type LiveChatUserEvent = CustomEvent<LiveChatUser>;

export function handOverUser(kind: 'crisp' | 'script', user: LiveChatUser): void {
  if (kind === 'crisp') {
    const queue = (window.$crisp = window.$crisp ?? []);
    if (user.email) queue.push(['set', 'user:email', [user.email]]);
    if (user.nickname) queue.push(['set', 'user:nickname', [user.nickname]]);
    if (user.sessionData.length > 0) queue.push(['set', 'session:data', [user.sessionData]]);
    return;
  }
  window.dispatchEvent(new CustomEvent<LiveChatUser>(LIVE_CHAT_USER_EVENT, { detail: user }));
}

/** After sign-out the next visitor must not inherit the previous customer's conversation. */
export function forgetUser(kind: 'crisp' | 'script'): void {
  if (kind === 'crisp') (window.$crisp = window.$crisp ?? []).push(['do', 'session:reset']);
  else window.dispatchEvent(new CustomEvent<LiveChatUser | null>(LIVE_CHAT_USER_EVENT, { detail: null }));
}
