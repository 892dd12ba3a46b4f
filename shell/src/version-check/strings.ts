// The new-version notice's strings (keys `versionNotice.*` of the `shell` namespace), registered when its
// chunk loads: only a page that found a newer version loads it, so the first load does not carry them.
import { registerShellStrings, type Widen } from '../i18n/register';

const versionNoticeEn = {
  title: 'A new version of the portal is available.',
  remotesTitle_one: 'A new version of the {{sections}} section is available.',
  remotesTitle_other: 'New versions of the {{sections}} sections are available.',
  body: 'Reload to use it; anything you are typing now will be lost.',
  reload: 'Reload',
  later: 'Later',
};

const versionNoticeZhCN: Widen<typeof versionNoticeEn> = {
  title: '门户有新版本可用。',
  remotesTitle_one: '{{sections}}模块有新版本可用。',
  remotesTitle_other: '{{sections}}模块有新版本可用。',
  body: '刷新即可使用新版本；正在输入的内容将会丢失。',
  reload: '刷新',
  later: '稍后',
};

registerShellStrings({ en: { versionNotice: versionNoticeEn }, 'zh-CN': { versionNotice: versionNoticeZhCN } });
