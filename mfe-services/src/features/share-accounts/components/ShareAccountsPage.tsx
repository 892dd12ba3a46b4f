// /user/share-accounts — the shared accounts available to the customer, with what is needed to
// connect (server, port, method, password) and how full and used each one is.
import styled from 'styled-components';
import { Card, Heading, Text, useT } from '@portal/shared';
import { Badge } from '../../../lib/components/Badge';
import { PageColumn, PageHeader } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { Mono, SecretValue } from '../../../lib/components/SecretValue';
import { TrafficBar } from '../../../lib/components/TrafficBar';
import { useFormat } from '../../../lib/format';
import { useShareAccounts } from '../api/use-share-accounts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Account = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 6px 12px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

export function ShareAccountsPage() {
  const { t } = useT('services');
  const format = useFormat();
  const query = useShareAccounts();

  let body;
  if (query.isPending) body = <Loading label={t('share.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('share.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.available_accounts.length === 0)
    body = <EmptyState title={t('share.emptyTitle')} body={t('share.emptyBody')} />;
  else
    body = (
      <Grid aria-label={t('share.listLabel')}>
        {query.data.available_accounts.map((account) => {
          const active = account.status.toLowerCase() === 'active';
          return (
            <li key={account.account_id}>
              <Account as="article" data-testid="share-account">
                <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Heading level={2} style={{ fontSize: 18 }}>
                    {account.account_name}
                  </Heading>
                  <Badge $tone={active ? 'success' : 'warning'}>
                    {t(`share.status.${account.status.toLowerCase()}`, { defaultValue: account.status })}
                  </Badge>
                </div>
                <Pairs>
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
                </Pairs>
                <TrafficBar used={account.traffic_used} total={account.traffic_limit} label={t('share.traffic')} />
              </Account>
            </li>
          );
        })}
      </Grid>
    );

  return (
    <PageColumn style={{ maxWidth: 1280 }}>
      <PageHeader
        title={t('share.title')}
        intro={query.data ? t('share.count', { count: query.data.total_accounts }) : t('share.intro')}
      />
      {query.data && query.data.available_accounts.length > 0 ? (
        <Text size="sm" tone="muted">
          {t('share.intro')}
        </Text>
      ) : null}
      {body}
    </PageColumn>
  );
}
