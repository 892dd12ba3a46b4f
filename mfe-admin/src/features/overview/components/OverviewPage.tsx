// /admin — the operator console's overview: today and this month, customers, nodes, tickets waiting,
// orders to review, and 30 days of trends. Days are service days (UTC+8), as customers' are.
import styled from 'styled-components';
import { Button, PageColumn, PageHeader, QueryView, useT } from '@portal/shared';
import { useConsoleFormat } from '../../../lib/format';
import { useOverview } from '../api/use-overview';
import { FiguresCard } from './FiguresCard';
import { CustomersCard, NodesCard, ReviewCard, TicketsCard } from './StateCards';
import { TrendsCard } from './TrendsCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: 16px;
`;

export default function OverviewPage() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const query = useOverview();
  return (
    <PageColumn>
      <PageHeader
        title={t('overview.title')}
        intro={
          query.data
            ? t('overview.introAt', { day: query.data.today_day, time: format.dateTime(query.data.generated_at) })
            : t('overview.intro')
        }
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('overview.refresh')}
          </Button>
        }
      />
      <QueryView query={query} loadingLabel={t('overview.loading')} errorTitle={t('overview.loadFailed')}>
        {(overview) => (
          <>
            <Grid>
              <FiguresCard
                title={t('overview.today')}
                note={t('overview.todayNote', { day: overview.today_day })}
                figures={overview.today}
                currency={overview.currency}
              />
              <FiguresCard
                title={t('overview.month')}
                note={t('overview.monthNote', { day: overview.month_start_day })}
                figures={overview.month}
                currency={overview.currency}
              />
              <CustomersCard customers={overview.customers} />
              <TicketsCard tickets={overview.tickets} />
              <NodesCard nodes={overview.nodes} />
              <ReviewCard count={overview.orders_needing_review} />
            </Grid>
            <TrendsCard days={overview.trend} currency={overview.currency} />
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
