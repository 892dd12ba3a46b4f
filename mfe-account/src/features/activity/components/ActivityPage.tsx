// /user/account/activity — what happened to the account (sign-ins, failures, password, email, 2FA,
// sessions, Telegram), newest first, page by page (?page, ?size).
import styled from 'styled-components';
import {
  EmptyState,
  PageColumn,
  PageHeader,
  Pagination,
  Panel,
  QueryView,
  Text,
  useSearchParams,
  useT,
  type PaginationLabels,
} from '@portal/shared';
import type { AccountActivityItem } from '@portal/shared/contract';
import { ACCOUNT_NS } from '../../../i18n';
import { AccountNav } from '../../../lib/components/AccountNav';
import { Pill } from '../../../lib/components/Pill';
import { useFormat } from '../../../lib/format';
import { useAccountActivity } from '../api/use-account-activity';
import { PAGE_SIZES, readPageParams, writePageParams } from '../page-params';

/** Events worth a second look: a failure or a change to how the account signs in. */
const ALERTING = new Set<AccountActivityItem['activity_type']>([
  'sign_in_failed',
  'two_fa_failed',
  'two_fa_disabled',
  'email_replaced_by_admin',
  'recovery_code_used',
]);

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 16px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
    padding-top: 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
  }
`;

function ActivityRow({ item }: { item: AccountActivityItem }) {
  const { t } = useT(ACCOUNT_NS);
  const format = useFormat();
  return (
    <li data-testid="activity-row" data-type={item.activity_type}>
      <div>
        <Text weight="medium">
          {t(`activity.types.${item.activity_type}`, { ...item.detail, defaultValue: item.description })}
          {ALERTING.has(item.activity_type) ? (
            <>
              {' '}
              <Pill $tone="warning">{t('activity.check')}</Pill>
            </>
          ) : null}
        </Text>
        <Text size="sm" tone="muted">
          {t('activity.where', {
            ip: item.ip_address,
            place: format.country(item.country),
            device: format.device(item),
          })}
        </Text>
      </div>
      <time dateTime={item.timestamp}>{format.dateTime(item.timestamp)}</time>
    </li>
  );
}

export default function ActivityPage() {
  const { t } = useT(ACCOUNT_NS);
  const [search, setSearch] = useSearchParams();
  const { page, size } = readPageParams(search);
  const query = useAccountActivity(page, size);
  const labels: PaginationLabels = {
    nav: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    pageSize: t('pagination.pageSize'),
    summary: ({ total }) => t('activity.total', { count: total ?? 0 }),
    position: ({ page: current, pages }) => t('pagination.pageOf', { page: current, pages }),
  };
  return (
    <PageColumn>
      <PageHeader title={t('activity.title')} intro={t('activity.intro')} />
      <AccountNav />
      <QueryView
        query={query}
        loadingLabel={t('activity.loading')}
        errorTitle={t('activity.loadFailed')}
        isEmpty={(data) => data.total_count === 0}
        empty={<EmptyState title={t('activity.emptyTitle')} body={t('activity.emptyBody')} />}
      >
        {(data) => (
          <Panel>
            <List aria-label={t('activity.listLabel')}>
              {data.activities.map((item) => (
                <ActivityRow key={item.activity_id} item={item} />
              ))}
            </List>
            <Pagination
              window={{ limit: size, offset: (page - 1) * size }}
              count={data.activities.length}
              total={data.total_count}
              pageSizes={PAGE_SIZES}
              labels={labels}
              hideIdleControls
              onChange={(next) =>
                setSearch(writePageParams({ page: next.offset / next.limit + 1, size: next.limit }, search))
              }
            />
          </Panel>
        )}
      </QueryView>
    </PageColumn>
  );
}
