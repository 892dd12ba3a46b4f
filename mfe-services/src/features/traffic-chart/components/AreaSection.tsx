// Traffic over time: the latest N hourly points as a stacked area chart, N chosen in ?limit.
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { EmptyState, Select, Text, useT, LoadError, Loading } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useAreaTimeAxis } from '../api/use-area-time-axis';
import { AREA_LIMITS } from '../chart-params';
import { areaOption } from '../lib/area-option';
import { chartColors } from '../lib/chart-theme';
import { EChart } from './EChart';

export function AreaSection({ limit, onLimitChange }: { limit: number; onLimitChange(limit: number): void }) {
  const { t } = useT('services');
  const format = useFormat();
  const theme = useTheme();
  const query = useAreaTimeAxis(limit);
  const total = query.data?.reduce((sum, point) => sum + point.total_traffic, 0) ?? 0;
  const summary = t('chart.area.summary', { count: query.data?.length ?? 0, total: format.bytes(total) });

  const option = useMemo(
    () =>
      areaOption(query.data ?? [], chartColors(theme), {
        sent: t('chart.sent'),
        received: t('chart.received'),
        bytes: format.bytes,
        description: summary,
      }),
    [query.data, theme, t, format, summary],
  );

  let body;
  if (query.isPending) body = <Loading label={t('chart.area.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('chart.area.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) body = <EmptyState title={t('chart.area.empty')} />;
  else
    body = (
      <>
        <EChart option={option} height={320} label={summary} />
        <Text size="sm" tone="muted">
          {summary}
        </Text>
      </>
    );

  return (
    <>
      <Select
        label={t('chart.area.limit')}
        style={{ maxWidth: 220 }}
        options={AREA_LIMITS.map((value) => ({ value: String(value), label: t('chart.area.hours', { count: value }) }))}
        value={String(limit)}
        onChange={(event) => onLimitChange(Number(event.target.value))}
      />
      {body}
    </>
  );
}
