// What a client shows when its fetch gets no nodes: entries named for the reason and for where devices are
// managed (as Remnawave does), in the customer's language (both when they have not chosen one). They point
// at a closed local port, so selecting one connects nowhere; every format renders them like any node.
import type { NoticeLanguage } from '../../db/schema';
import { DEFAULT_SS_METHOD, type ProxyNode } from './proxies';

export type Refusal =
  | { reason: 'device_limit'; active: number; limit: number }
  | { reason: 'device_removed' }
  | { reason: 'hwid_required' };

type Lines = [string, string];

function lines(refusal: Refusal, devicesAt: string): { zh: Lines; en: Lines } {
  switch (refusal.reason) {
    case 'device_limit':
      return {
        zh: [`设备数已达上限 ${refusal.active}/${refusal.limit}`, `请在 ${devicesAt} 管理设备`],
        en: [`Device limit reached ${refusal.active}/${refusal.limit}`, `Manage devices at ${devicesAt}`],
      };
    case 'device_removed':
      return {
        zh: ['此设备已从您的账户移除', `请在 ${devicesAt} 管理设备`],
        en: ['This device was removed from the account', `Manage devices at ${devicesAt}`],
      };
    case 'hwid_required':
      return {
        zh: ['此应用未提供设备标识', '请换用会发送设备标识的应用'],
        en: ['This app does not identify the device', 'Use an app that sends a device ID'],
      };
  }
}

/** The refusal as proxy entries: the reason first, then where to act. */
export function refusalEntries(refusal: Refusal, language: NoticeLanguage | null, devicesUrl: string): ProxyNode[] {
  const devicesAt = devicesUrl.replace(/^https?:\/\//, '');
  const { zh, en } = lines(refusal, devicesAt);
  const names = language === 'en' ? en : language === 'zh-CN' ? zh : [zh[0], en[0], zh[1], en[1]];
  return names.map((name) => ({
    name,
    protocol: 'shadowsocks',
    host: '127.0.0.1',
    port: 1,
    settings: { method: DEFAULT_SS_METHOD },
    uuid: '00000000-0000-4000-8000-000000000000',
    password: 'no-service',
  }));
}
