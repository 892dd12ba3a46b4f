// The ui-kit's own texts (namespace `ui-kit`), registered when the kit loads: they travel with it.
import { registerTranslations } from '@portal/shared';

const uiKitEn = {
  copy: 'Copy',
  copied: 'Copied',
  copiedToast: 'Copied to the clipboard',
  copyFailed: 'Could not copy. Select the text and copy it by hand.',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageSize: 'Per page',
  pageOf: 'Page {{page}} of {{pages}}',
  loadingPage: 'Loading the page…',
};

const uiKitZhCN: typeof uiKitEn = {
  copy: '复制',
  copied: '已复制',
  copiedToast: '已复制到剪贴板',
  copyFailed: '无法复制，请您手动选中文本后复制。',
  pages: '分页',
  previous: '上一页',
  next: '下一页',
  pageSize: '每页条数',
  pageOf: '第 {{page}} 页，共 {{pages}} 页',
  loadingPage: '正在加载页面…',
};

export const UI_KIT_NS = 'ui-kit';
export const uiKitStrings = { en: uiKitEn, 'zh-CN': uiKitZhCN };

registerTranslations(UI_KIT_NS, uiKitStrings);
