// Traffic of the plan: a bar of used / total, today's, yesterday's and the remaining amount, and when
// the plan's traffic resets next (on the reader's clock, as the server renders it too).
import styled from 'styled-components';
import { Text, useT } from '@portal/shared';
import type { OldServiceInfo } from '@portal/shared/contract';
import { TrafficBar } from '../../../lib/components/TrafficBar';
import { useFormat } from '../../../lib/format';
import { DashboardCard } from './DashboardCard';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 2px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export type TrafficFigures = Pick<
  OldServiceInfo,
  | 'ss_upload_size'
  | 'ss_download_size'
  | 'ss_bandwidth_total_size'
  | 'ss_bandwidth_today_used_size'
  | 'ss_bandwidth_yesterday_used_size'
  | 'traffic_reset_at'
>;

export function TrafficSummary({ traffic }: { traffic: TrafficFigures }) {
  const { t } = useT('services');
  const format = useFormat();
  const used = traffic.ss_upload_size + traffic.ss_download_size;
  const total = traffic.ss_bandwidth_total_size;
  return (
    <DashboardCard title={t('dashboard.traffic.title')}>
      <TrafficBar used={used} total={total} label={t('dashboard.traffic.title')} />
      <Figures>
        <div>
          <dt>{t('dashboard.traffic.today')}</dt>
          <dd>{format.bytes(traffic.ss_bandwidth_today_used_size ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.traffic.yesterday')}</dt>
          <dd>{format.bytes(traffic.ss_bandwidth_yesterday_used_size ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.traffic.remaining')}</dt>
          <dd>{format.bytes(Math.max(0, total - used))}</dd>
        </div>
      </Figures>
      <Text size="xs" tone="muted">
        {t('dashboard.traffic.split', {
          upload: format.bytes(traffic.ss_upload_size),
          download: format.bytes(traffic.ss_download_size),
        })}
      </Text>
      {traffic.traffic_reset_at ? (
        <Text size="sm" data-testid="traffic-reset">
          {t('dashboard.traffic.resetsAt', { when: format.dateTime(traffic.traffic_reset_at) })}
        </Text>
      ) : null}
    </DashboardCard>
  );
}
