import { i18n } from '@portal/shared';
import { expectServesItsPaths } from '@portal/shared/test/remote-routes';
import { translationKeys } from '@portal/shared/test/translations';
import { routes } from '../routes';
import { ticketsEn } from '../i18n/en';
import { ticketsZhCN } from '../i18n/zh-CN';

describe('tickets remote', () => {
  it('serves exactly the pages REMOTE_PATHS gives it', () => {
    expectServesItsPaths('mfe_tickets', routes);
  });

  it('registers complete translations in both languages', () => {
    expect(translationKeys(ticketsZhCN).sort()).toEqual(translationKeys(ticketsEn).sort());
    for (const key of translationKeys(ticketsEn)) {
      expect(i18n.exists(`tickets:${key}`, { lng: 'en' })).toBe(true);
      expect(i18n.exists(`tickets:${key}`, { lng: 'zh-CN' })).toBe(true);
      expect(i18n.getResource('zh-CN', 'tickets', key)).not.toBe('');
    }
    expect(i18n.getFixedT('zh-CN', 'tickets')('view.closedNotice')).toBe('此工单已关闭，重新打开后才能发送消息。');
  });
});
