import { i18n } from '@portal/shared';
import { expectServesItsPaths } from '@portal/shared/test/remote-routes';
import { translationKeys } from '@portal/shared/test/translations';
import { routes } from '../routes';
import { accountEn } from '../i18n/en';
import { accountZhCN } from '../i18n/zh-CN';
import { ACTIVITY_TYPES } from '@portal/shared/contract';

describe('account remote', () => {
  it('serves exactly the pages REMOTE_PATHS gives it', () => {
    expectServesItsPaths('mfe_account', routes);
  });

  it('registers complete translations in both languages, polite Chinese included', () => {
    expect(translationKeys(accountZhCN).sort()).toEqual(translationKeys(accountEn).sort());
    for (const key of translationKeys(accountEn)) {
      expect(i18n.exists(`account:${key}`, { lng: 'en' })).toBe(true);
      expect(i18n.getResource('zh-CN', 'account', key)).not.toBe('');
      expect(i18n.getResource('zh-CN', 'account', key)).not.toMatch(/\u4f60/); // the familiar "you"
    }
  });

  it('has words for every kind of account activity', () => {
    for (const type of ACTIVITY_TYPES) {
      expect(accountEn.activity.types[type]).toBeTruthy();
      expect(accountZhCN.activity.types[type]).toBeTruthy();
    }
  });
});
