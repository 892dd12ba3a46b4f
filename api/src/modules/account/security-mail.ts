// Sends a security notice to an account, unless its owner turned email notifications off. Notices that
// protect the account from being taken over (an email change, told to the old address) always go out.
// A mail that cannot be sent is logged, never a failed request: the change itself has happened.
import type { AppContext } from '../../context';
import type { ClientInfo } from '../../http/client-info';
import { countryOf } from '../../lib/geo';
import { describeUserAgent } from '../../lib/user-agent';
import { securityNoticeMessage, type NoticeFacts, type SecurityNotice } from '../mail/security-templates';

const ALWAYS_SENT: readonly SecurityNotice[] = [
  'email_change_requested',
  'email_changed',
  'email_replaced_by_admin',
  'password_reset',
];

export interface NoticeRecipient {
  email: string;
  emailNotification: boolean;
}

export async function sendSecurityNotice(
  ctx: AppContext,
  to: NoticeRecipient,
  notice: SecurityNotice,
  client: ClientInfo,
  extra: Pick<NoticeFacts, 'oldEmail' | 'newEmail' | 'codesLeft'> = {},
): Promise<void> {
  if (!to.emailNotification && !ALWAYS_SENT.includes(notice)) return;
  const device = describeUserAgent(client.userAgent);
  const facts: NoticeFacts = {
    at: ctx
      .now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z'),
    ip: client.ip,
    country: countryOf(client.ip),
    device: device.browser && device.os ? `${device.browser} · ${device.os}` : (device.browser ?? device.os),
    ...extra,
  };
  try {
    await ctx.mailer.send({ to: to.email, ...securityNoticeMessage(ctx.config.siteName, notice, facts) });
  } catch (error) {
    ctx.log.warn({ err: error, notice }, 'security notice could not be sent');
  }
}
