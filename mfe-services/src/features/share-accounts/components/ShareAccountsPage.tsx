// /user/share-accounts — the shared accounts available to the customer, with what is needed to
// connect (server, port, method, password) and how full and used each one is.
import styled from 'styled-components';
import { Card, EmptyState, Heading, PageColumn, PageHeader, Text, useT, QueryView } from '@portal/shared';
import { CardGrid } from '../../../lib/components/CardGrid';
import { Badge, Facts } from '@portal/shared/ui-kit';
import { Mono, SecretValue } from '../../../lib/components/SecretValue';
import { TrafficBar } from '../../../lib/components/TrafficBar';
import { useFormat } from '../../../lib/format';
import { useShareAccounts } from '../api/use-share-accounts';

const Account = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

type ShareAccount = NonNullable<ReturnType<typeof useShareAccounts>['data']>['available_accounts'][number];

function AccountCard({ account }: { account: ShareAccount }) {
  const { t } = useT('services');
  const format = useFormat();
  const active = account.status.toLowerCase() === 'active';
  return (
    <Account as="article" data-testid="share-account">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Heading level={2} style={{ fontSize: 18 }}>
          {account.account_name}
        </Heading>
        <Badge $tone={active ? 'success' : 'warning'}>
          {t(`share.status.${account.status.toLowerCase()}`, { defaultValue: account.status })}
        </Badge>
      </div>
      <Facts>
        <dt>{t('share.server')}</dt>
        <dd>
          <Mono>
            {account.server_address}:{account.port}
          </Mono>
        </dd>
        <dt>{t('share.protocol')}</dt>
        <dd>
          {account.protocol} · {account.method}
        </dd>
        <dt>{t('share.password')}</dt>
        <dd>
          <SecretValue value={account.password} label={t('share.password')} />
        </dd>
        <dt>{t('share.users')}</dt>
        <dd>{t('share.usersValue', { current: account.current_users, max: account.max_users })}</dd>
        <dt>{t('share.expires')}</dt>
        <dd>{format.dateTime(account.expire_time)}</dd>
      </Facts>
      <TrafficBar used={account.traffic_used} total={account.traffic_limit} label={t('share.traffic')} />
    </Account>
  );
}

export function ShareAccountsPage() {
  const { t } = useT('services');
  const query = useShareAccounts();

  return (
    <PageColumn>
      <PageHeader
        title={t('share.title')}
        intro={query.data ? t('share.count', { count: query.data.total_accounts }) : t('share.intro')}
      />
      {query.data && query.data.available_accounts.length > 0 ? (
        <Text size="sm" tone="muted">
          {t('share.intro')}
        </Text>
      ) : null}
      <QueryView
        query={query}
        loadingLabel={t('share.loading')}
        errorTitle={t('share.loadFailed')}
        isEmpty={(data) => data.available_accounts.length === 0}
        empty={<EmptyState title={t('share.emptyTitle')} body={t('share.emptyBody')} />}
      >
        {(data) => (
          <CardGrid $minCardWidth={300} aria-label={t('share.listLabel')}>
            {data.available_accounts.map((account) => (
              <li key={account.account_id}>
                <AccountCard account={account} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
    </PageColumn>
  );
}
