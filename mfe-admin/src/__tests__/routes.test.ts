import { i18n } from '@portal/shared';
import { expectServesItsPaths } from '@portal/shared/test/remote-routes';
import { translationKeys } from '@portal/shared/test/translations';
import { routes } from '../routes';
import { adminEn } from '../i18n/en';
import { adminZhCN } from '../i18n/zh-CN';

describe('operator console remote', () => {
  it('serves exactly the pages REMOTE_PATHS gives it', () => {
    expectServesItsPaths('mfe_admin', routes);
  });

  it('loads each page in a chunk of its own', () => {
    for (const route of routes) expect(typeof route.Component.preload).toBe('function');
  });

  it('registers complete translations in both languages', () => {
    expect(translationKeys(adminZhCN).sort()).toEqual(translationKeys(adminEn).sort());
    for (const key of translationKeys(adminEn)) {
      expect(i18n.exists(`admin:${key}`, { lng: 'en' })).toBe(true);
      expect(i18n.getResource('zh-CN', 'admin', key)).not.toBe('');
    }
    expect(i18n.getFixedT('zh-CN', 'admin')('customer.actions.ban.button')).toBe('封禁');
  });

  it('words every audit action and target in both languages', () => {
    const { AUDIT_ACTIONS, auditTargetType } = jest.requireActual('@portal/shared/contract/admin');
    for (const action of AUDIT_ACTIONS as string[]) {
      expect(i18n.exists(`admin:audit.actions.${action}`, { lng: 'zh-CN' })).toBe(true);
    }
    for (const target of auditTargetType.options as string[]) {
      expect(i18n.exists(`admin:audit.targets.${target}`, { lng: 'zh-CN' })).toBe(true);
    }
  });
});
