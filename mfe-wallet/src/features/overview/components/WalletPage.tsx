// /user/wallet — the balance and the invite commission, shortcuts to top up, redeem and buy, and the
// ledger: every change to the balance, newest first, paged through the URL (?page&size).
import {
  ButtonLink,
  EmptyState,
  Heading,
  PageColumn,
  PageHeader,
  QueryView,
  useSearchParams,
  useT,
} from '@portal/shared';
import styled from 'styled-components';
import { useWalletSummary } from '../../../lib/api/use-wallet-summary';
import { WalletNav } from '../../../lib/components/WalletNav';
import { WalletPager } from '../../../lib/components/WalletPager';
import { readPageParams, writePageParams, type PageParams } from '../../../lib/page-params';
import { LEDGER_PAGE_SIZE, useLedger } from '../api/use-ledger';
import { BalanceSummary } from './BalanceSummary';
import { LedgerTable } from './LedgerTable';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

export default function WalletPage() {
  const { t } = useT('wallet');
  const [search, setSearch] = useSearchParams();
  const params = readPageParams(search, LEDGER_PAGE_SIZE);
  const summary = useWalletSummary();
  const ledger = useLedger(params);
  const currency = summary.data?.currency ?? null;
  const update = (next: PageParams) => setSearch(writePageParams(search, next, LEDGER_PAGE_SIZE));

  return (
    <PageColumn>
      <PageHeader
        title={t('overview.title')}
        intro={t('overview.intro')}
        actions={
          <>
            <ButtonLink to="/user/wallet/recharge/new">{t('overview.topUp')}</ButtonLink>
            <ButtonLink to="/user/wallet/recharge/cd-key" variant="secondary">
              {t('overview.redeem')}
            </ButtonLink>
            <ButtonLink to="/user/shop-old" variant="secondary">
              {t('overview.buy')}
            </ButtonLink>
          </>
        }
      />
      <WalletNav />
      <QueryView query={summary} loadingLabel={t('overview.loading')} errorTitle={t('overview.loadFailed')}>
        {(data) => (
          <BalanceSummary
            balance={data.wallet_balance}
            commission={data.invite_balance}
            currency={currency}
            openedAt={data.created_at}
          />
        )}
      </QueryView>
      <Section aria-labelledby="wallet-ledger">
        <Heading level={2} id="wallet-ledger">
          {t('overview.ledgerTitle')}
        </Heading>
        <QueryView
          query={ledger}
          loadingLabel={t('overview.ledgerLoading')}
          errorTitle={t('overview.ledgerLoadFailed')}
          isEmpty={(data) => data.records.length === 0 && params.page === 1}
          empty={<EmptyState title={t('overview.ledgerEmptyTitle')} body={t('overview.ledgerEmptyBody')} />}
        >
          {(data) => (
            <>
              <LedgerTable
                lines={data.records}
                currency={currency}
                busy={ledger.isFetching && ledger.isPlaceholderData}
              />
              <WalletPager
                {...params}
                count={data.records.length}
                totalCount={data.total_count}
                summary={(count) => t('overview.summary', { count })}
                onChange={update}
              />
            </>
          )}
        </QueryView>
      </Section>
    </PageColumn>
  );
}
