// The two balances side by side: what can be spent, and the invite commission that can be moved into it.
import { AppLink, useT } from '@portal/shared';
import { Figures } from '../../../lib/components/Figures';
import { useWalletFormat } from '../../../lib/format';

export interface BalanceSummaryProps {
  balance: string;
  commission: string | undefined;
  currency: string | null;
  openedAt: string | undefined;
}

export function BalanceSummary({ balance, commission, currency, openedAt }: BalanceSummaryProps) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  return (
    <Figures
      figures={[
        {
          label: t('overview.balance'),
          value: format.money(balance, currency),
          note: openedAt ? t('overview.memberSince', { when: format.date(openedAt) }) : undefined,
          testId: 'wallet-balance',
        },
        {
          label: t('overview.commission'),
          value: format.money(commission ?? '0', currency),
          note: (
            <>
              {t('overview.commissionHint')} <AppLink to="/user/promote">{t('overview.moveCommission')}</AppLink>
            </>
          ),
          testId: 'wallet-commission',
        },
      ]}
    />
  );
}
