// What happened in a period (today, this month): sign-ups, paying customers, money taken and spent.
import styled from 'styled-components';
import { Text, useT } from '@portal/shared';
import { TitledCard } from '@portal/shared/ui-kit';
import type { OverviewFigures } from '@portal/shared/contract/admin';
import { useConsoleFormat } from '../../../lib/format';

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 16px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 2px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dd>{value}</dd>
      <dt>{label}</dt>
    </div>
  );
}

export function FiguresCard({
  title,
  note,
  figures,
  currency,
}: {
  title: string;
  note: string;
  figures: OverviewFigures;
  currency: string;
}) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <TitledCard title={title}>
      <Text tone="muted" size="sm">
        {note}
      </Text>
      <Figures>
        <Figure label={t('overview.figures.signups')} value={format.number(figures.signups)} />
        <Figure label={t('overview.figures.payingCustomers')} value={format.number(figures.paying_customers)} />
        <Figure label={t('overview.figures.recharged')} value={format.money(figures.recharged, currency)} />
        <Figure label={t('overview.figures.spent')} value={format.money(figures.spent, currency)} />
        <Figure label={t('overview.figures.rechargeOrders')} value={format.number(figures.recharge_orders)} />
        <Figure label={t('overview.figures.purchases')} value={format.number(figures.purchases)} />
      </Figures>
    </TitledCard>
  );
}
