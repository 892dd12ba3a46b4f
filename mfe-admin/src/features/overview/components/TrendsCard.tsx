// 30 days of trends: money taken and spent, sign-ups and paying customers, drawn with echarts (loaded
// with the first chart) and, for screen readers and exact figures, the same days as a table.
import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { useT } from '@portal/shared';
import { DataTable, TitledCard } from '@portal/shared/ui-kit';
import type { OverviewDay } from '@portal/shared/contract/admin';
import { useConsoleFormat } from '../../../lib/format';
import { moneyTrendOption, peopleTrendOption } from '../lib/trend-options';
import { EChart } from './EChart';

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: 24px;
`;

const Details = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    margin-bottom: 12px;
  }
`;

export function TrendsCard({ days, currency }: { days: readonly OverviewDay[]; currency: string }) {
  const { t } = useT('admin');
  const theme = useTheme();
  const format = useConsoleFormat();
  const money = useMemo(
    () =>
      moneyTrendOption(
        theme,
        days,
        { first: t('overview.figures.recharged'), second: t('overview.figures.spent') },
        (amount) => format.money(amount, currency),
      ),
    [theme, days, t, format, currency],
  );
  const people = useMemo(
    () =>
      peopleTrendOption(theme, days, {
        first: t('overview.figures.signups'),
        second: t('overview.figures.payingCustomers'),
      }),
    [theme, days, t],
  );
  return (
    <TitledCard title={t('overview.trends.title')}>
      <Charts>
        <EChart option={money} height={260} label={t('overview.trends.moneyLabel')} />
        <EChart option={people} height={260} label={t('overview.trends.peopleLabel')} />
      </Charts>
      <Details>
        <summary>{t('overview.trends.showTable')}</summary>
        <DataTable
          caption={t('overview.trends.caption')}
          rows={[...days].reverse()}
          rowKey={(day) => day.day}
          columns={[
            { header: t('overview.trends.day'), cell: (day) => day.day },
            { header: t('overview.figures.signups'), numeric: true, cell: (day) => format.number(day.signups) },
            {
              header: t('overview.figures.payingCustomers'),
              numeric: true,
              cell: (day) => format.number(day.paying_customers),
            },
            {
              header: t('overview.figures.recharged'),
              numeric: true,
              cell: (day) => format.money(day.recharged, currency),
            },
            { header: t('overview.figures.spent'), numeric: true, cell: (day) => format.money(day.spent, currency) },
          ]}
        />
      </Details>
    </TitledCard>
  );
}
