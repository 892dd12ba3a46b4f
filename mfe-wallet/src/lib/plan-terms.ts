// What a plan grants, in the reader's words: traffic (and how often it resets), how long it is valid,
// the level, speed and device limits. The shop's comparison and the payment page say it the same way.
import { useMemo } from 'react';
import { useT } from '@portal/shared';
import type { ShopItem } from '@portal/shared/contract';
import { durationWords, formatBytes } from '@portal/shared/ui-kit';

export interface PlanTerms {
  traffic: string | null;
  validity: string | null;
  level: string | null;
  speed: string;
  devices: string;
}

export function usePlanTerms(): (plan: ShopItem) => PlanTerms {
  const { t, i18n } = useT('wallet');
  const language = i18n.language;
  return useMemo(() => {
    const duration = (iso: string | null | undefined) =>
      durationWords(iso, (unit, count) => t(`shop.duration.${unit}`, { count }));
    return (plan) => {
      const size = plan.ss_bandwidth_total_size != null ? formatBytes(plan.ss_bandwidth_total_size, language) : null;
      // A plan that resets does so every interval it gives, else monthly on the day it was bought.
      const resetEvery = plan.is_auto_reset_bandwidth ? duration(plan.ss_bandwidth_reset_interval) : null;
      const levelFor = duration(plan.user_level_duration);
      return {
        traffic:
          size && resetEvery
            ? t('shop.trafficEvery', { size, interval: resetEvery })
            : size && plan.is_auto_reset_bandwidth
              ? t('shop.trafficMonthly', { size })
              : size,
        validity: duration(plan.account_validity_duration),
        level:
          plan.user_level == null
            ? null
            : levelFor
              ? t('shop.levelValue', { level: plan.user_level, duration: levelFor })
              : t('shop.levelOnly', { level: plan.user_level }),
        speed: plan.node_speed_limit ? t('shop.speedValue', { mbps: plan.node_speed_limit }) : t('shop.noLimit'),
        devices: plan.node_connector ? t('shop.devices', { count: plan.node_connector }) : t('shop.noLimit'),
      };
    };
  }, [t, language]);
}
