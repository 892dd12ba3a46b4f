// What a plan grants: traffic, level and how long, speed and device limits.
import { useT } from '@portal/shared';
import type { ShopItem } from '@portal/shared/contract';
import { Facts } from '@portal/shared/ui-kit';
import { useFormat } from '../../../lib/format';
import { durationText } from './plan-terms';

export function PlanFacts({ item }: { item: ShopItem }) {
  const { t } = useT('services');
  const format = useFormat();
  const rows: [string, string][] = [];
  if (item.ss_bandwidth_total_size != null) rows.push([t('buy.traffic'), format.bytes(item.ss_bandwidth_total_size)]);
  if (item.user_level != null) rows.push([t('buy.level'), t('buy.levelValue', { level: item.user_level })]);
  const levelFor = durationText(item.user_level_duration, t);
  if (levelFor) rows.push([t('buy.levelDuration'), levelFor]);
  const validity = durationText(item.account_validity_duration, t);
  if (validity) rows.push([t('buy.validity'), validity]);
  // A plan that resets does so every interval it gives, else monthly on the day it was bought.
  if (item.is_auto_reset_bandwidth) {
    rows.push([t('buy.resetEvery'), durationText(item.ss_bandwidth_reset_interval, t) ?? t('buy.resetMonthly')]);
  }
  // No cap is a feature of the plan: it is said, not left out.
  rows.push([
    t('buy.speedLimit'),
    item.node_speed_limit ? t('buy.speedValue', { mbps: item.node_speed_limit }) : t('buy.unlimited'),
  ]);
  rows.push([
    t('buy.devices'),
    item.node_connector ? t('buy.devicesValue', { count: item.node_connector }) : t('buy.unlimited'),
  ]);
  return (
    <Facts $alignValues="end">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
