// Shared strings (namespace `common`), Simplified Chinese. Typed against the English keys.
import type { CommonStrings } from './common-en';

export const commonZhCN: CommonStrings = {
  actions: {
    ok: '确定',
    cancel: '取消',
    confirm: '确认',
    close: '关闭',
    retry: '重试',
    save: '保存',
    submit: '提交',
    back: '返回',
    continue: '继续',
    dismiss: '关闭通知',
  },
  status: {
    loading: '加载中…',
    notification: '通知',
  },
  password: {
    show: '显示密码',
    hide: '隐藏密码',
  },
  form: {
    required: '此项为必填项',
    optional: '选填',
  },
  errors: {
    network: '无法连接服务器，请检查网络后重试。',
    timeout: '服务器响应超时，请稍后重试。',
    server: '服务器出现问题，请稍后再试。',
    unauthorized: '登录已失效，请重新登录。',
    forbidden: '您没有执行此操作的权限。',
    notFound: '未找到您请求的内容。',
    rateLimited: '尝试次数过多，请稍候再试。',
    rateLimitedWait: '尝试次数过多，请在 {{wait}}后再试。',
    request: '请求无法完成，请检查填写的内容。',
    invalidResponse: '服务器返回了无法识别的数据，请稍后再试。',
    cancelled: '请求已取消。',
    unexpected: '发生了意外错误，请重试。',
  },
  wait: {
    seconds_one: '{{count}} 秒',
    seconds_other: '{{count}} 秒',
    minutes_one: '{{count}} 分钟',
    minutes_other: '{{count}} 分钟',
  },
  apiCodes: {
    account_banned: '此账户已被停用，请联系客服。',
    account_banned_reason: '此账户已被停用（{{reason}}），请联系客服。',
    two_fa_required: '请输入身份验证器应用中的 6 位验证码。',
    captcha_invalid: '人机验证未通过，请重试。',
    invalid_credentials: '邮箱或密码错误。',
    validation_error: '填写的部分信息无效。',
    rate_limited: '尝试次数过多，请稍候再试。',
    email_code_invalid: '邮箱验证码错误或已过期。',
    not_found: '未找到您请求的内容。',
    unauthorized: '登录已失效，请重新登录。',
  },
  language: {
    label: '语言',
    'zh-CN': '简体中文',
    en: 'English',
  },
  theme: {
    label: '主题',
    system: '跟随系统',
    light: '浅色',
    dark: '深色',
  },
};
