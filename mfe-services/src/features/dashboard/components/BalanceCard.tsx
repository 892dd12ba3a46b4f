// The wallet balance (from the dashboard answer until the wallet remote exposes its own widget).
import { ButtonLink, Text, useT } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { DashboardCard } from './DashboardCard';

export function BalanceCard({ amount }: { amount: string }) {
  const { t } = useT('services');
  const format = useFormat();
  const shown = format.money(amount);
  return (
    <DashboardCard
      title={t('dashboard.balance.title')}
      action={
        <ButtonLink to="/user/wallet/recharge" variant="secondary">
          {t('dashboard.balance.recharge')}
        </ButtonLink>
      }
    >
      <Text size="lg" weight="bold" style={{ fontSize: 28 }}>
        {t('dashboard.balance.amount', { amount: shown })}
      </Text>
    </DashboardCard>
  );
}
