import { i18n } from '@portal/shared';
import { expectServesItsPaths } from '@portal/shared/test/remote-routes';
import { translationKeys } from '@portal/shared/test/translations';
import { routes } from '../routes';
import * as widgetsModule from '../widgets';
import { servicesEn } from '../i18n/en';
import { servicesZhCN } from '../i18n/zh-CN';

describe('services remote', () => {
  it('serves exactly the pages REMOTE_PATHS gives it', () => {
    expectServesItsPaths('mfe_services', routes);
  });

  it('exposes its widgets', () => {
    expect(Object.keys(widgetsModule.widgets)).toEqual(['TrafficSummaryCard', 'SubscriptionLinkCard', 'CheckinCard']);
    expect(widgetsModule.TrafficSummaryCard).toBe(widgetsModule.widgets.TrafficSummaryCard);
    for (const widget of Object.values(widgetsModule.widgets)) expect(typeof widget).toBe('function');
  });

  it('registers complete translations in both languages', () => {
    expect(translationKeys(servicesZhCN).sort()).toEqual(translationKeys(servicesEn).sort());
    for (const key of translationKeys(servicesEn)) {
      expect(i18n.exists(`services:${key}`, { lng: 'en' })).toBe(true);
      expect(i18n.exists(`services:${key}`, { lng: 'zh-CN' })).toBe(true);
      expect(i18n.getResource('zh-CN', 'services', key)).not.toBe('');
    }
    expect(i18n.getFixedT('zh-CN', 'services')('reset.link.action')).toBe('重置订阅链接');
  });
});
