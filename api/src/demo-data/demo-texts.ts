// The demo catalogue's texts in Chinese. The seed writes them once, in English (catalogue.ts,
// seed-demo-data.ts); answers to a reader of Chinese (the Accept-Language the portal's API client sends)
// carry these instead, so the demo reads in the customer's language. Only a text exactly as seeded is
// replaced: one an operator wrote or changed is shown as written. Plans and announcements are not here:
// operators write those per language.
import type { ReaderLanguage } from '../http/language';
import { DEMO_NODES } from './demo-nodes';

const CITIES: Record<string, string> = {
  'Hong Kong': '香港',
  Tokyo: '东京',
  Singapore: '新加坡',
  'Los Angeles': '洛杉矶',
  Frankfurt: '法兰克福',
  Taipei: '台北',
  Seoul: '首尔',
};

const ZH: ReadonlyMap<string, string> = new Map([
  ...Object.entries(CITIES),
  // Node descriptions: "<location> · <protocol>".
  ...DEMO_NODES.filter((node) => CITIES[node.location]).map(
    (node) => [`${node.location} · ${node.protocol}`, `${CITIES[node.location]} · ${node.protocol}`] as const,
  ),
  ['Mail relay', '邮件转发'],
  ['Speed tests', '测速网站'],
  ['Peer-to-peer file sharing is not allowed on shared nodes', '共享节点上不允许 P2P 文件分享'],
  ['Outgoing SMTP is blocked to prevent spam', '为防止垃圾邮件，已屏蔽对外 SMTP 连接'],
  ['Speed-test sites are blocked to keep nodes fast for everyone', '为保证所有用户的速度，已屏蔽测速网站'],
  ['Streaming pass A', '流媒体共享账号 A'],
  ['Streaming pass Pro', '流媒体共享账号 Pro'],
  ['Demo balance', '演示余额'],
]);

/** `text` in `language` when it is a demo text as seeded, else as it is. */
export function demoText(text: string, language: ReaderLanguage): string {
  return language === 'zh-CN' ? (ZH.get(text) ?? text) : text;
}
