import { i18n } from '@portal/shared';
import { expectServesItsPaths } from '@portal/shared/test/remote-routes';
import { translationKeys } from '@portal/shared/test/translations';
import { routes } from '../routes';
import { widgets } from '../widgets';
import { walletEn } from '../i18n/en';
import { walletZhCN } from '../i18n/zh-CN';
import { walletCardStrings } from '../features/wallet-card/strings';

describe('wallet remote', () => {
  it('serves exactly the pages REMOTE_PATHS gives it', () => {
    expectServesItsPaths('mfe_wallet', routes);
  });

  it('exposes the dashboard’s wallet card among its widgets', () => {
    expect(Object.keys(widgets)).toEqual(['WalletCard']);
    expect(typeof widgets.WalletCard).toBe('function');
  });

  it('registers complete translations in both languages', () => {
    expect(translationKeys(walletZhCN).sort()).toEqual(translationKeys(walletEn).sort());
    for (const key of translationKeys(walletEn)) {
      expect(i18n.exists(`wallet:${key}`, { lng: 'en' })).toBe(true);
      expect(i18n.exists(`wallet:${key}`, { lng: 'zh-CN' })).toBe(true);
      expect(i18n.getResource('zh-CN', 'wallet', key)).not.toBe('');
    }
    expect(translationKeys(walletCardStrings['zh-CN']).sort()).toEqual(translationKeys(walletCardStrings.en).sort());
    for (const key of translationKeys(walletCardStrings.en))
      expect(i18n.exists(`walletCard:${key}`, { lng: 'zh-CN' })).toBe(true);
    expect(i18n.getFixedT('zh-CN', 'wallet')('nav.wallet')).toBe('钱包');
  });
});
