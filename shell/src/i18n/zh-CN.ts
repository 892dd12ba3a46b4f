// The shell's strings (namespace `shell`), Simplified Chinese. Same keys as en.ts.
import type { ShellStrings } from './en';

export const shellZhCN: ShellStrings = {
  layout: {
    skipToContent: '跳到主要内容',
    language: '语言',
    languageNav: '语言',
    footerNav: '页脚',
    openMenu: '打开导航菜单',
    closeMenu: '关闭导航菜单',
  },
  nav: {
    label: '主导航',
    dashboard: '仪表盘',
    myAccount: '我的账户',
    settings: '设置',
    about: '关于',
  },
  remote: {
    loading: '正在加载{{section}}…',
    unavailableTitle: '{{section}}模块暂时无法加载',
    notInstalledTitle: '{{section}}模块尚未安装',
    reasons: {
      absent: '本门户尚未包含该模块，重试也无济于事。站点运营者可以添加它。',
      'load-failed': '该模块加载失败。请检查网络连接后重试。',
      'missing-files': '服务器上缺少该模块的文件。请稍后重试；站点运营者可以将其回滚。',
      broken: '该模块的代码有错误，无法启动。请重试；站点运营者可以将其回滚。',
      incompatible: '该模块的此版本是为其他库版本构建的，与本门户不同：',
      'invalid-module': '该模块无法启动：其版本与门户不匹配。',
      'missing-route': '已安装的模块版本不包含此页面。',
      crashed: '此页面因意外错误而停止。',
    },
    incompatibleItem: '{{package}} {{remote}}（本门户：{{shell}}）',
    restWorks: '门户的其他部分仍可正常使用，您可以通过导航前往其他页面。',
    retry: '重试',
    sections: {
      mfe_auth: '登录',
      mfe_services: '服务',
      mfe_wallet: '钱包',
      mfe_tickets: '工单',
      mfe_account: '账户',
      mfe_admin: '运营控制台',
    },
  },
  errors: {
    statusLabel: '状态码 {{status}}',
    notFoundTitle: '页面未找到',
    notFoundMessage: '页面未找到：{{path}}',
    notFoundHint: '地址可能输入有误，或者页面已被移动。',
    serverTitle: '服务器内部错误',
    serverHint: '显示此页面时出了问题，请稍后再试。',
    goHome: '前往仪表盘',
    goBack: '返回上一页',
  },
  settings: {
    title: '设置',
    intro: '选择会立即生效，并保存在此设备上。',
    language: '语言',
    theme: '主题',
  },
};
