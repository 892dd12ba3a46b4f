import { ApiError } from '../api-client/errors';
import { DEFAULT_PORTAL_CONFIG, getPortalConfig } from '../config/portal-config';
import { isRemoteName, REMOTE_NAMES } from '../federation/types';
import { queryClient, shouldRetryQuery } from '../query/query-client';

afterEach(() => {
  delete window.__PORTAL_CONFIG__;
  jest.restoreAllMocks();
});

describe('getPortalConfig', () => {
  it('falls back to the defaults without an injected config (dev server)', () => {
    expect(getPortalConfig()).toEqual({
      siteName: '极速云',
      footerCopyright: '© 2020-2025 极速云',
      apiBase: '',
      liveChat: null,
      versionCheckSeconds: 300,
      buildId: 'dev',
      builtWith: {},
    });
  });

  it('merges the injected config over the defaults', () => {
    window.__PORTAL_CONFIG__ = {
      siteName: 'Portal',
      apiBase: 'https://api.example.com',
      liveChat: { crispWebsiteId: 'abc' },
      buildId: '0.1.0-deadbeef',
      builtWith: { react: '19.2.0' },
    };
    expect(getPortalConfig()).toEqual({
      ...DEFAULT_PORTAL_CONFIG,
      siteName: 'Portal',
      apiBase: 'https://api.example.com',
      liveChat: { crispWebsiteId: 'abc' },
      buildId: '0.1.0-deadbeef',
      builtWith: { react: '19.2.0' },
    });
  });

  it('ignores malformed fields with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.__PORTAL_CONFIG__ = { siteName: 42, footerCopyright: '© Example' } as never;
    expect(getPortalConfig()).toMatchObject({ siteName: '极速云', footerCopyright: '© Example' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('siteName'));
  });
});

describe('federation types', () => {
  it('names the six remotes', () => {
    expect(REMOTE_NAMES).toEqual(['mfe_auth', 'mfe_services', 'mfe_wallet', 'mfe_tickets', 'mfe_account', 'mfe_admin']);
    expect(isRemoteName('mfe_wallet')).toBe(true);
    expect(isRemoteName('mfe-wallet')).toBe(false);
  });
});

describe('queryClient', () => {
  it('never retries 4xx, cancellations, bad answers or missing parameters', () => {
    for (const error of [
      new ApiError({ kind: 'http', status: 400, message: 'x' }),
      new ApiError({ kind: 'http', status: 404, message: 'x' }),
      new ApiError({ kind: 'http', status: 429, message: 'x' }),
      new ApiError({ kind: 'cancel', message: 'x' }),
      new ApiError({ kind: 'invalid-response', message: 'x' }),
      new ApiError({ kind: 'missing-parameter', message: 'x' }),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });

  it('retries server and network failures once', () => {
    for (const error of [
      new ApiError({ kind: 'http', status: 503, message: 'x' }),
      new ApiError({ kind: 'network', message: 'x' }),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(false);
    }
  });

  it('is configured with that policy', () => {
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(shouldRetryQuery);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
