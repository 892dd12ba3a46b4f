// Loading the third-party live-chat widget (docs/product.md §1: a live-chat script on every page), as the
// server's config says: Crisp by website id, any other widget by script URL, or nothing.
import type { LiveChatConfig } from '@portal/shared';

export const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';
export const LIVE_CHAT_SCRIPT_ID = 'portal-live-chat';

export type LiveChatKind = 'crisp' | 'script';

declare global {
  interface Window {
    /** Crisp's command queue: pushes made before the script loads are replayed by it. */
    $crisp?: unknown[][];
    CRISP_WEBSITE_ID?: string;
  }
}

function injectScript(src: string): void {
  if (document.getElementById(LIVE_CHAT_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = LIVE_CHAT_SCRIPT_ID;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/** Only http(s) script URLs (absolute, or relative to this origin) are loaded. */
function scriptUrlOf(raw: string): string | null {
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Loads the configured widget once; answers which kind was loaded, or null when none is configured. */
export function installLiveChat(config: LiveChatConfig | null | undefined): LiveChatKind | null {
  const websiteId = config?.crispWebsiteId?.trim();
  if (websiteId) {
    window.$crisp = window.$crisp ?? [];
    window.CRISP_WEBSITE_ID = websiteId;
    injectScript(CRISP_SCRIPT_URL);
    return 'crisp';
  }
  const scriptUrl = config?.scriptUrl ? scriptUrlOf(config.scriptUrl.trim()) : null;
  if (scriptUrl) {
    injectScript(scriptUrl);
    return 'script';
  }
  if (config?.scriptUrl) console.warn('[live-chat] Ignoring liveChat.scriptUrl: not an http(s) URL.');
  return null;
}
