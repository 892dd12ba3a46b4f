// One month: daily traffic on a calendar and the month's sent / received split as a pie.
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { EmptyState, media, Text, useT, LoadError, Loading } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useCalendarPie } from '../api/use-calendar-pie';
import { calendarOption, pieOption } from '../lib/calendar-option';
import { chartColors } from '../lib/chart-theme';
import { EChart } from './EChart';
import { MonthPicker } from './MonthPicker';

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 16px;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function MonthSection({ yearMonth, onMonthChange }: { yearMonth: string; onMonthChange(next: string): void }) {
  const { t } = useT('services');
  const format = useFormat();
  const theme = useTheme();
  const query = useCalendarPie(yearMonth);
  const days = useMemo(() => query.data ?? [], [query.data]);
  const total = days.reduce((sum, day) => sum + day.total_traffic, 0);
  const calendarSummary = t('chart.month.calendarSummary', {
    month: yearMonth,
    total: format.bytes(total),
    count: days.length,
  });
  const pieSummary = t('chart.month.pieSummary', {
    sent: format.bytes(days.reduce((sum, day) => sum + day.ss_tx_size, 0)),
    received: format.bytes(days.reduce((sum, day) => sum + day.ss_rx_size, 0)),
  });

  const colors = chartColors(theme);
  const calendar = useMemo(
    () =>
      calendarOption(yearMonth, days, colors, {
        bytes: format.bytes,
        description: calendarSummary,
        dayNames: t('chart.month.dayNames', { returnObjects: true }) as string[],
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colors derive from theme
    [yearMonth, days, theme, format, calendarSummary, t],
  );
  const pie = useMemo(
    () =>
      pieOption(days, colors, {
        sent: t('chart.sent'),
        received: t('chart.received'),
        bytes: format.bytes,
        description: pieSummary,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colors derive from theme
    [days, theme, format, pieSummary, t],
  );

  let body;
  if (query.isPending) body = <Loading label={t('chart.month.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('chart.month.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (days.length === 0) body = <EmptyState title={t('chart.month.empty', { month: yearMonth })} />;
  else
    body = (
      <>
        <Pair>
          <EChart option={calendar} height={320} label={calendarSummary} />
          <EChart option={pie} height={280} label={pieSummary} />
        </Pair>
        <Text size="sm" tone="muted">
          {calendarSummary} {pieSummary}
        </Text>
      </>
    );

  return (
    <>
      <MonthPicker key={yearMonth} value={yearMonth} onChange={onMonthChange} />
      {body}
    </>
  );
}
