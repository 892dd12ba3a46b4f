// The preview strip's strings (keys `preview.*` of the `shell` namespace), registered when its chunk loads:
// only a browser previewing a candidate loads it, so customers' pages do not carry them.
import { registerShellStrings, type Widen } from '../i18n/register';

const previewEn = {
  label: 'Preview',
  title: 'Preview:',
  section: 'the {{section}} section at',
  remote: '({{remote}})',
  until: ' until {{time}}',
  separator: '; ',
  onlyYou: '. Only this browser sees it.',
  end: 'End preview',
};

const previewZhCN: Widen<typeof previewEn> = {
  label: '预览',
  title: '预览：',
  section: '{{section}}模块版本',
  remote: '（{{remote}}）',
  until: '，至 {{time}}',
  separator: '；',
  onlyYou: '。仅您的浏览器可见。',
  end: '结束预览',
};

registerShellStrings({ en: { preview: previewEn }, 'zh-CN': { preview: previewZhCN } });
