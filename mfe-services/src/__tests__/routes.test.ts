import { i18n } from '@portal/shared';
import { routes } from '../routes';
import * as widgetsModule from '../widgets';
import { servicesEn } from '../i18n/en';
import { servicesZhCN } from '../i18n/zh-CN';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('services remote', () => {
  it('exposes its pages at full paths', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/user/dashboard',
      '/user/nodes',
      '/user/services',
      '/user/services/buy',
      '/user/services/renewals',
      '/user/services-old',
      '/user/audit',
      '/user/audit/view',
      '/user/connection-reset',
      '/user/subscribe-log-chart',
      '/user/subscribe-log-detail',
      '/user/share-accounts',
    ]);
    for (const route of routes) expect(typeof route.Component).toBe('function');
  });

  it('exposes its widgets', () => {
    expect(Object.keys(widgetsModule.widgets)).toEqual(['TrafficSummaryCard', 'SubscriptionLinkCard', 'CheckinCard']);
    expect(widgetsModule.TrafficSummaryCard).toBe(widgetsModule.widgets.TrafficSummaryCard);
    for (const widget of Object.values(widgetsModule.widgets)) expect(typeof widget).toBe('function');
  });

  it('registers complete translations in both languages', () => {
    expect(keys(servicesZhCN).sort()).toEqual(keys(servicesEn).sort());
    for (const key of keys(servicesEn)) {
      expect(i18n.exists(`services:${key}`, { lng: 'en' })).toBe(true);
      expect(i18n.exists(`services:${key}`, { lng: 'zh-CN' })).toBe(true);
      expect(i18n.getResource('zh-CN', 'services', key)).not.toBe('');
    }
    expect(i18n.getFixedT('zh-CN', 'services')('reset.link.action')).toBe('重置订阅链接');
  });
});
