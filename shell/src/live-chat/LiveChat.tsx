// Loads the configured live-chat widget once, and tells it who the customer is when one is signed
// in (once per signed-in user per page); after sign-out the widget forgets them.
import { useEffect, useRef } from 'react';
import { api, getPortalConfig, selectIsSignedIn, useSession } from '@portal/shared';
import { forgetUser, handOverUser } from './hand-over';
import { installLiveChat, type LiveChatKind } from './inject';

/** Users already handed over in this page session (survives remounts). */
const handedOver = new Set<string>();

export function resetLiveChatForTests(): void {
  handedOver.clear();
}

export function LiveChat() {
  const kindRef = useRef<LiveChatKind | null>(null);
  const signedIn = useSession(selectIsSignedIn);
  const userId = useSession((state) => state.accessPayload?.subject_access.user_new_id ?? null);

  // Runs before the effect below (effects run in order), so the widget exists when it hands over.
  useEffect(() => {
    kindRef.current = installLiveChat(getPortalConfig().liveChat);
  }, []);

  useEffect(() => {
    const kind = kindRef.current;
    if (!kind) return;
    if (!signedIn || !userId) {
      if (handedOver.size > 0) {
        handedOver.clear();
        forgetUser(kind);
      }
      return;
    }
    if (handedOver.has(userId)) return;
    handedOver.add(userId);
    api.userCrispData().then(
      ({ result }) =>
        handOverUser(kind, {
          email: result.user_email,
          nickname: result.user_nickname,
          sessionData: result.session_data,
        }),
      (error: unknown) => {
        // Chat still works anonymously; try again on the next sign-in.
        handedOver.delete(userId);
        console.warn('[live-chat] Cannot read the customer data for the chat widget:', error);
      },
    );
  }, [signedIn, userId]);

  return null;
}
