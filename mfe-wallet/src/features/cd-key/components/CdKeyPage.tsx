// /user/wallet/recharge/cd-key — redeem a cd-key into the balance, and the cd-keys redeemed so far.
import styled from 'styled-components';
import { EmptyState, Heading, PageColumn, PageHeader, Panel, QueryView, useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { useWalletCurrency } from '../../../lib/api/use-wallet-currency';
import { WalletNav } from '../../../lib/components/WalletNav';
import { useWalletFormat } from '../../../lib/format';
import { useRedeemedCdKeys } from '../api/use-redeemed-cd-keys';
import { RedeemForm } from './RedeemForm';

const Narrow = styled(Panel)`
  width: 100%;
  max-width: 640px;
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

export default function CdKeyPage() {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const currency = useWalletCurrency();
  const query = useRedeemedCdKeys();

  return (
    <PageColumn>
      <PageHeader title={t('cdKey.title')} intro={t('cdKey.intro')} />
      <WalletNav />
      <Narrow>
        <RedeemForm />
      </Narrow>
      <Heading level={2}>{t('cdKey.listTitle')}</Heading>
      <QueryView
        query={query}
        loadingLabel={t('cdKey.loading')}
        errorTitle={t('cdKey.loadFailed')}
        isEmpty={(data) => data.records.length === 0}
        empty={<EmptyState title={t('cdKey.emptyTitle')} />}
      >
        {(data) => (
          <DataTable
            caption={t('cdKey.caption')}
            rows={data.records}
            rowKey={(record, index) => `${record.cd_key}:${index}`}
            rowTestId="redeemed-cd-key"
            columns={[
              { header: t('cdKey.columns.code'), cell: (record) => <Code>{record.cd_key}</Code> },
              {
                header: t('cdKey.columns.amount'),
                numeric: true,
                cell: (record) => format.money(record.money_amount, currency),
              },
              { header: t('cdKey.columns.redeemed'), cell: (record) => format.dateTime(record.redeemed_at) },
            ]}
          />
        )}
      </QueryView>
    </PageColumn>
  );
}
