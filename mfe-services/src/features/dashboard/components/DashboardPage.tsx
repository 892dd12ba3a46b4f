// /user/dashboard — the plan, its traffic, the wallet (the wallet remote's card), the latest announcement,
// the subscription link with one-click imports, and the daily check-in. A customer with no plan sees "No plan yet"
// and a way to buy one instead of the plan, its traffic and a link to nodes they cannot use. No
// chart library here: the traffic charts live on /user/subscribe-log-chart and load echarts there.
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import {
  ButtonLink,
  EmptyState,
  media,
  PageColumn,
  PageHeader,
  useSession,
  useT,
  LoadError,
  Loading,
} from '@portal/shared';
import { useUserDashboard } from '../api/use-user-dashboard';
import { AnnouncementCard } from './AnnouncementCard';
import { CheckinCard } from './CheckinCard';
import { PlanCard } from './PlanCard';
import { SubscriptionCard } from './SubscriptionCard';
import { TrafficSummary } from './TrafficSummary';
import { WalletCard } from './WalletCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  ${media.down('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.down('sm')} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
  }
`;

const Wide = styled.div`
  grid-column: span 2;
  min-width: 0;
  ${media.down('sm')} {
    display: contents;
  }
`;

// On phones the two columns dissolve into one list ordered by what matters most on the go:
// plan, traffic, subscription link, check-in, wallet, announcement.
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  ${media.down('sm')} {
    display: contents;
  }
`;

const Slot = styled.div<{ $phoneOrder: number }>`
  min-width: 0;
  ${media.down('sm')} {
    order: ${({ $phoneOrder }) => $phoneOrder};
  }
`;

export function DashboardPage() {
  const { t } = useT('services');
  const query = useUserDashboard();
  // The greeting needs no data: the session names the customer, so the page's heading and greeting show at
  // once and the cards fill in below them. The dashboard's answer, once here, is the fresher name.
  const sessionName = useSession((session) => session.accessPayload?.subject_access?.user_name);
  const name = query.data?.user_name ?? sessionName;
  // "Welcome back" only to a customer the dashboard knows is not new; a new one (or before it answers) is welcomed.
  const greeting = query.data?.is_new_customer === false ? 'dashboard.welcome' : 'dashboard.welcomeNew';
  // The cards render once the answer is here as a deferred update: React renders them in slices, the
  // browser responsive in between, instead of one long task; the loading state stays until they are ready.
  const data = useDeferredValue(query.data);

  let body;
  if (query.isError)
    body = <LoadError title={t('dashboard.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (data === undefined) body = <Loading label={t('dashboard.loading')} />;
  else {
    const plan = data.old_service_info;
    body = (
      <>
        {plan ? null : (
          <EmptyState
            title={t('dashboard.noPlan.title')}
            body={t('dashboard.noPlan.body')}
            actions={<ButtonLink to="/user/services/buy">{t('dashboard.noPlan.action')}</ButtonLink>}
          />
        )}
        <Grid>
          <Column>
            {plan ? (
              <Slot $phoneOrder={1}>
                <PlanCard plan={plan} />
              </Slot>
            ) : null}
            <Slot $phoneOrder={5}>
              <WalletCard />
            </Slot>
            <Slot $phoneOrder={4}>
              <CheckinCard />
            </Slot>
          </Column>
          <Wide>
            <Column>
              {plan ? (
                <>
                  <Slot $phoneOrder={2}>
                    <TrafficSummary traffic={plan} />
                  </Slot>
                  <Slot $phoneOrder={3}>
                    <SubscriptionCard />
                  </Slot>
                </>
              ) : null}
              <Slot $phoneOrder={6}>
                <AnnouncementCard />
              </Slot>
            </Column>
          </Wide>
        </Grid>
      </>
    );
  }

  return (
    <PageColumn>
      <PageHeader title={t('dashboard.title')} intro={name ? t(greeting, { name }) : undefined} />
      {body}
    </PageColumn>
  );
}
