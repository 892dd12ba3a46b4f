import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../../api-client/errors';
import { commonEn } from '../common-en';
import { commonZhCN } from '../common-zh-CN';
// Loaded with React itself (before any resetModules), for the rendering test.
import * as sharedI18n from '../index';

type I18nModule = typeof sharedI18n;

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

async function freshI18n(): Promise<I18nModule> {
  jest.resetModules();
  return (await import('../index')) as I18nModule;
}

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'languages');
});

describe('language detection', () => {
  it.each([
    [['zh-CN'], 'zh-CN'],
    [['zh-TW', 'en'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['en-GB'], 'en'],
    [['fr-FR', 'zh-HK'], 'zh-CN'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ])('%j → %s', async (languages, expected) => {
    const { languageFromBrowser } = await freshI18n();
    expect(languageFromBrowser(languages)).toBe(expected);
  });

  it('starts in the browser language and sets <html lang>', async () => {
    setBrowserLanguages(['zh-CN', 'en']);
    const { i18n } = await freshI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('common:actions.cancel')).toBe('取消');
  });

  it('prefers the remembered choice over the browser', async () => {
    setBrowserLanguages(['zh-CN']);
    localStorage.setItem('portal_language', 'en');
    const { i18n } = await freshI18n();
    expect(i18n.language).toBe('en');
  });

  it('ignores a remembered value it does not support', async () => {
    setBrowserLanguages(['zh-CN']);
    localStorage.setItem('portal_language', 'klingon');
    const { i18n } = await freshI18n();
    expect(i18n.language).toBe('zh-CN');
  });
});

describe('switching and registering', () => {
  it('setLanguage switches, remembers and updates <html lang>', async () => {
    setBrowserLanguages(['en-US']);
    const { i18n, setLanguage } = await freshI18n();
    await setLanguage('zh-CN');
    expect(i18n.language).toBe('zh-CN');
    expect(localStorage.getItem('portal_language')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('registerTranslations adds namespaces and can be called again safely', async () => {
    setBrowserLanguages(['en']);
    const { i18n, registerTranslations } = await freshI18n();
    registerTranslations('auth', { 'zh-CN': { title: '登录' }, en: { title: 'Sign in' } });
    registerTranslations('auth', { 'zh-CN': { extra: '更多' }, en: { extra: 'More' } });
    expect(i18n.t('auth:title')).toBe('Sign in');
    expect(i18n.t('auth:extra')).toBe('More');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('auth:title')).toBe('登录');
  });

  it('useT renders the namespace and follows language changes', async () => {
    const { registerTranslations, setLanguage, useT } = sharedI18n;
    await setLanguage('en');
    registerTranslations('demo', { 'zh-CN': { hello: '您好' }, en: { hello: 'Hello' } });
    function Greeting() {
      const { t } = useT('demo');
      return <p>{t('hello')}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await act(() => setLanguage('zh-CN'));
    expect(screen.getByText('您好')).toBeInTheDocument();
  });
});

describe('common namespace', () => {
  function keysOf(value: object, prefix = ''): string[] {
    return Object.entries(value).flatMap(([key, child]) =>
      child && typeof child === 'object' ? keysOf(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  }

  it('has the same keys, all non-empty, in both languages', () => {
    expect(keysOf(commonZhCN).sort()).toEqual(keysOf(commonEn).sort());
    for (const key of keysOf(commonZhCN)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], commonZhCN);
      expect(typeof value === 'string' && value.length > 0).toBe(true);
    }
  });
});

describe('describeError', () => {
  it.each([
    [
      'network',
      new ApiError({ kind: 'network', message: 'Network Error' }),
      'Cannot reach the server. Check your connection and try again.',
    ],
    [
      'timeout',
      new ApiError({ kind: 'timeout', message: 'timeout of 10ms exceeded' }),
      'The server took too long to answer. Please try again.',
    ],
    [
      '502',
      new ApiError({ kind: 'http', status: 502, message: 'Request failed with status code 502' }),
      'Something went wrong on our side. Please try again later.',
    ],
    ['404', new ApiError({ kind: 'http', status: 404, message: 'x' }), 'We could not find what you asked for.'],
    [
      'server message',
      new ApiError({ kind: 'http', status: 400, message: 'Email already registered', serverMessage: true }),
      'Email already registered',
    ],
    [
      'known code',
      new ApiError({ kind: 'http', status: 401, message: 'bad', serverMessage: true, code: 'invalid_credentials' }),
      'The email or password is incorrect.',
    ],
    [
      'invalid response',
      new ApiError({ kind: 'invalid-response', message: 'Unexpected response' }),
      'The server sent an unexpected answer. Please try again later.',
    ],
    ['not an ApiError', new Error('boom'), 'Something unexpected happened. Please try again.'],
  ])('describes %s', async (_label, error, expected) => {
    setBrowserLanguages(['en']);
    const { describeError, i18n } = await freshI18n();
    expect(describeError(error, (key) => i18n.t(key))).toBe(expected);
  });

  it.each([
    ['en', 39, 'Too many attempts. Please try again in 39 seconds.'],
    ['en', 480, 'Too many attempts. Please try again in 8 minutes.'],
    ['en', 61, 'Too many attempts. Please try again in 61 seconds.'],
    ['en', 90, 'Too many attempts. Please try again in 2 minutes.'],
    ['zh-CN', 39, '尝试次数过多，请在 39 秒后再试。'],
    ['zh-CN', 480, '尝试次数过多，请在 8 分钟后再试。'],
  ])('says how long a limit makes the reader wait (%s, %i s)', async (language, seconds, expected) => {
    setBrowserLanguages([language]);
    const { describeError } = await freshI18n();
    const limited = new ApiError({
      kind: 'http',
      status: 429,
      code: 'rate_limited',
      message: 'Too many attempts. Try again in a while.',
      serverMessage: true,
      retryAfter: seconds,
    });
    expect(describeError(limited)).toBe(expected);
  });

  it.each([
    ['en', 'chargebacks', 'This account is suspended (chargebacks). Contact support.'],
    ['zh-CN', '拒付', '此账户已被停用（拒付），请联系客服。'],
    ['zh-CN', undefined, '此账户已被停用，请联系客服。'],
  ])('tells a suspended customer why, in their language (%s, %s)', async (language, reason, expected) => {
    setBrowserLanguages([language]);
    const { describeError } = await freshI18n();
    const banned = new ApiError({
      kind: 'http',
      status: 403,
      code: 'account_banned',
      message: `This account is suspended${reason ? `: ${reason}` : ''}. Contact support`,
      serverMessage: true,
      reason,
    });
    expect(describeError(banned)).toBe(expected);
  });

  it('speaks the current language', async () => {
    setBrowserLanguages(['zh-CN']);
    const { describeError } = await freshI18n();
    expect(describeError(new ApiError({ kind: 'network', message: 'Network Error' }))).toBe(
      '无法连接服务器，请检查网络后重试。',
    );
  });
});
