// The names apps import from '@portal/shared' (docs/conventions.md "What apps import from @portal/shared").
import * as shared from '../index';

it('exports the public API', () => {
  const expected = [
    'REMOTE_NAMES',
    'api',
    'configureApi',
    'isApiError',
    'ApiError',
    'useSession',
    'selectIsSignedIn',
    'selectStaffRole',
    'configureSession',
    'PortalProviders',
    'theme',
    'media',
    'useThemeMode',
    'GlobalStyle',
    'Button',
    'TextField',
    'PasswordField',
    'Checkbox',
    'Card',
    'Alert',
    'Spinner',
    'Stack',
    'Heading',
    'Text',
    'AppLink',
    'Select',
    'Dialog',
    'ConfirmDialog',
    'Form',
    'toast',
    'i18n',
    'registerTranslations',
    'useT',
    'setLanguage',
    'LANGUAGES',
    'describeError',
    'getPortalConfig',
    'loadRemoteModule',
    'setRemoteModuleLoader',
    'RemoteUnavailableError',
    'ErrorBoundary',
    'sameOriginPath',
    'remoteRegistry',
    'incompatibilities',
  ];
  for (const name of expected) expect(shared).toHaveProperty(name);
  expect(shared.LANGUAGES).toEqual(['zh-CN', 'en']);
  expect(typeof shared.api.authLogin).toBe('function');
  expect(shared.useSession.getState()).toMatchObject({
    accessToken: null,
    refreshToken: null,
    ready: false,
    siteName: '极速云',
  });
});
