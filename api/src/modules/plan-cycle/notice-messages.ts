// What each reminder says, by email and Telegram, in the customer's language (both languages, Chinese
// first, when they have not chosen one). Times are written on the service's clock, which they name.
import type { NoticeLanguage, UserNoticeKind } from '../../db/schema';
import { SERVICE_UTC_OFFSET_HOURS } from '../services/rules';

export interface NoticeFacts {
  siteName: string;
  /** The running plan's name, when known. */
  planName: string | null;
  used: string;
  total: string;
  /** When the plan ends. */
  endsAt: Date;
  /** The next traffic reset, if any. */
  resetAt: Date | null;
  /** Where to renew or buy traffic. */
  buyUrl: string;
}

export interface NoticeMessage {
  subject: string;
  text: string;
  telegram: string;
  /** What the message is, for logs (never its text). */
  kind: string;
}

type Words = { subject: string; body: string };

/** "2026-12-01 20:00 UTC+8": the service's clock, named. */
function serviceTime(at: Date): string {
  const shifted = new Date(at.getTime() + SERVICE_UTC_OFFSET_HOURS * 3600 * 1000);
  return `${shifted.toISOString().slice(0, 16).replace('T', ' ')} UTC+${SERVICE_UTC_OFFSET_HOURS}`;
}

function chinese(kind: UserNoticeKind, f: NoticeFacts): Words {
  const plan = f.planName ? `套餐「${f.planName}」` : '套餐';
  const reset = f.resetAt ? `流量将于 ${serviceTime(f.resetAt)} 重置。` : '';
  switch (kind) {
    case 'traffic_80':
      return {
        subject: `${f.siteName}：流量已用 80%`,
        body: `您的${plan}流量已使用 ${f.used}（共 ${f.total}），超过了 80%。${reset}用完后节点将暂停为您服务，您可以购买流量包或续费：${f.buyUrl}`,
      };
    case 'traffic_100':
      return {
        subject: `${f.siteName}：流量已用完`,
        body: `您的${plan}流量已用完（${f.used} / ${f.total}），节点已暂停为您服务。${reset}购买流量包或续费后即可恢复：${f.buyUrl}`,
      };
    case 'expiry_3d':
    case 'expiry_1d':
      return {
        subject: `${f.siteName}：套餐将在 ${kind === 'expiry_3d' ? 3 : 1} 天后到期`,
        body: `您的${plan}将于 ${serviceTime(f.endsAt)} 到期，到期后节点将停止为您服务。如需继续使用，请及时续费：${f.buyUrl}`,
      };
  }
}

function english(kind: UserNoticeKind, f: NoticeFacts): Words {
  const plan = f.planName ? `your plan “${f.planName}”` : 'your plan';
  const reset = f.resetAt ? ` Your traffic resets at ${serviceTime(f.resetAt)}.` : '';
  switch (kind) {
    case 'traffic_80':
      return {
        subject: `${f.siteName}: 80% of your traffic is used`,
        body: `You have used ${f.used} of the ${f.total} of ${plan}, more than 80%.${reset} When it runs out the nodes stop serving you until you add a traffic pack or renew: ${f.buyUrl}`,
      };
    case 'traffic_100':
      return {
        subject: `${f.siteName}: your traffic has run out`,
        body: `You have used all the traffic of ${plan} (${f.used} of ${f.total}), so the nodes no longer serve you.${reset} Add a traffic pack or renew to connect again: ${f.buyUrl}`,
      };
    case 'expiry_3d':
    case 'expiry_1d':
      return {
        subject: `${f.siteName}: your plan ends in ${kind === 'expiry_3d' ? '3 days' : '1 day'}`,
        body: `${plan.charAt(0).toUpperCase()}${plan.slice(1)} ends at ${serviceTime(f.endsAt)}; after that the nodes stop serving you. To keep connecting, renew it: ${f.buyUrl}`,
      };
  }
}

const LOG_KIND: Record<UserNoticeKind, string> = {
  traffic_80: 'traffic reminder (80%)',
  traffic_100: 'traffic reminder (used up)',
  expiry_3d: 'plan ending reminder (3 days)',
  expiry_1d: 'plan ending reminder (1 day)',
};

export function noticeMessage(
  kind: UserNoticeKind,
  language: NoticeLanguage | null,
  facts: NoticeFacts,
): NoticeMessage {
  const versions =
    language === 'en'
      ? [english(kind, facts)]
      : language === 'zh-CN'
        ? [chinese(kind, facts)]
        : [chinese(kind, facts), english(kind, facts)];
  const body = versions.map((words) => words.body).join('\n\n');
  return {
    subject: versions.map((words) => words.subject).join(' / '),
    text: `${body}\n\n— ${facts.siteName}`,
    telegram: `${versions.map((words) => words.subject).join('\n')}\n\n${body}`,
    kind: LOG_KIND[kind],
  };
}
