// /user/promote — the invite code and link (copy, QR), what inviting earns, the friends invited, the
// commission records, and moving commission into the balance.
import styled from 'styled-components';
import { EmptyState, Heading, PageColumn, PageHeader, QueryView, Text, useSearchParams, useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { useWalletCurrency } from '../../../lib/api/use-wallet-currency';
import { WalletPager } from '../../../lib/components/WalletPager';
import { useWalletFormat } from '../../../lib/format';
import { readPageParams, writePageParams, type PageParams } from '../../../lib/page-params';
import { useCommissionRecords } from '../api/use-commission-records';
import { useInvite } from '../api/use-invite';
import { InviteShare } from './InviteShare';
import { InviteStats } from './InviteStats';
import { MoveCommissionForm } from './MoveCommissionForm';

const RECORDS_PAGE_SIZE = 10;

/** The API's states of an invited friend; a state it adds later shows as it is sent. */
const INVITED_STATUS = {
  registered: 'promote.invited.status.registered',
  rewarded: 'promote.invited.status.rewarded',
} as const;

function isKnownStatus(status: string): status is keyof typeof INVITED_STATUS {
  return Object.hasOwn(INVITED_STATUS, status);
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

function CommissionRecords({ currency }: { currency: string | null }) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const [search, setSearch] = useSearchParams();
  const params = readPageParams(search, RECORDS_PAGE_SIZE);
  const query = useCommissionRecords();
  const update = (next: PageParams) => setSearch(writePageParams(search, next, RECORDS_PAGE_SIZE));
  return (
    <Section aria-labelledby="commission-records-title">
      <Heading level={2} id="commission-records-title">
        {t('promote.records.title')}
      </Heading>
      <QueryView
        query={query}
        loadingLabel={t('promote.records.loading')}
        errorTitle={t('promote.records.loadFailed')}
        isEmpty={(data) => data.records.length === 0}
        empty={<Text tone="muted">{t('promote.records.empty')}</Text>}
      >
        {(data) => {
          const start = (params.page - 1) * params.size;
          const shown = data.records.slice(start, start + params.size);
          return (
            <>
              <DataTable
                caption={t('promote.records.caption')}
                rows={shown}
                rowKey={(record) => record.id}
                rowTestId="commission-record"
                columns={[
                  { header: t('promote.records.columns.date'), cell: (record) => format.dateTime(record.created_at) },
                  { header: t('promote.records.columns.friend'), cell: (record) => record.invited_username },
                  {
                    header: t('promote.records.columns.amount'),
                    numeric: true,
                    cell: (record) => format.money(record.money_amount, currency, { signed: true }),
                  },
                ]}
              />
              <WalletPager
                {...params}
                count={shown.length}
                totalCount={data.records.length}
                summary={(count) => t('promote.records.summary', { count })}
                onChange={update}
              />
            </>
          );
        }}
      </QueryView>
    </Section>
  );
}

export default function PromotePage() {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const currency = useWalletCurrency();
  const query = useInvite();

  return (
    <PageColumn>
      <PageHeader title={t('promote.title')} intro={t('promote.intro')} />
      <QueryView query={query} loadingLabel={t('promote.loading')} errorTitle={t('promote.loadFailed')}>
        {(invite) => {
          const available = invite.invite_balance ?? '0';
          return (
            <>
              <InviteShare
                code={invite.invite_code}
                link={invite.invite_link}
                rate={invite.commission_rate}
                rule={invite.commission_rule}
              />
              <InviteStats
                invites={format.number(invite.total_invites)}
                earned={format.money(invite.total_commission, currency)}
                available={format.money(available, currency)}
              />
              <MoveCommissionForm available={available} currency={currency} />
              <Section aria-labelledby="invited-friends-title">
                <Heading level={2} id="invited-friends-title">
                  {t('promote.invited.title')}
                </Heading>
                {invite.invited_users.length === 0 ? (
                  <EmptyState title={t('promote.invited.empty')} />
                ) : (
                  <DataTable
                    caption={t('promote.invited.caption')}
                    rows={invite.invited_users}
                    rowKey={(friend) => friend.user_id}
                    rowTestId="invited-friend"
                    columns={[
                      { header: t('promote.invited.columns.name'), cell: (friend) => friend.username },
                      {
                        header: t('promote.invited.columns.registered'),
                        cell: (friend) => format.date(friend.registered_at),
                      },
                      {
                        header: t('promote.invited.columns.earned'),
                        numeric: true,
                        cell: (friend) => format.money(friend.commission_earned, currency),
                      },
                      {
                        header: t('promote.invited.columns.status'),
                        cell: (friend) =>
                          isKnownStatus(friend.status) ? t(INVITED_STATUS[friend.status]) : friend.status,
                      },
                    ]}
                  />
                )}
              </Section>
            </>
          );
        }}
      </QueryView>
      <CommissionRecords currency={currency} />
    </PageColumn>
  );
}
