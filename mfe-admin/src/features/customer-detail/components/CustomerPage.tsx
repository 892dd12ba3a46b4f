// /admin/customers/{id} — one customer: plan, traffic, wallet and ledger, orders, invoices, tickets,
// devices and sessions, sign-ins, invitees; and what an administrator can do for them.
import styled from 'styled-components';
import {
  Alert,
  AppLink,
  EmptyState,
  LoadError,
  Loading,
  PageColumn,
  PageHeader,
  Text,
  isApiError,
  useParams,
  usePageTitle,
  useSearchParams,
  useT,
} from '@portal/shared';
import { BannedBadge, RoleBadge } from '../../../lib/components/Badges';
import { TabLinks } from '../../../lib/components/TabLinks';
import { useConsoleFormat } from '../../../lib/format';
import { useIsAdmin } from '../../../lib/staff-role';
import { useCustomer } from '../api/use-customer';
import { CustomerActions } from './actions/CustomerActions';
import { CustomerAccess } from './CustomerAccess';
import { CustomerBilling } from './CustomerBilling';
import { CustomerInvitees } from './CustomerInvitees';
import { CustomerLedger } from './CustomerLedger';
import { CustomerSummary } from './CustomerSummary';
import { CustomerTickets } from './CustomerTickets';

const TABS = ['summary', 'ledger', 'billing', 'tickets', 'access', 'invitees'] as const;
type Tab = (typeof TABS)[number];

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-left: 8px;
  vertical-align: middle;
`;

export default function CustomerPage() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const isAdmin = useIsAdmin();
  const userId = Number(useParams().id);
  const [search] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as Tab)
    : 'summary';
  const query = useCustomer(userId);
  const back = <AppLink to="/admin/customers">← {t('common.backTo', { page: t('customers.title') })}</AppLink>;
  usePageTitle(query.data?.user.email ?? t('customer.title'));

  if (query.isPending || query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <PageColumn>
        {back}
        {query.isPending ? (
          <Loading label={t('customer.loading')} />
        ) : missing ? (
          <EmptyState title={t('customer.notFoundTitle')} body={t('customer.notFoundBody', { id: userId })} />
        ) : (
          <LoadError title={t('customer.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
        )}
      </PageColumn>
    );
  }

  const detail = query.data;
  const { user } = detail;
  const path = `/admin/customers/${user.id}`;
  return (
    <PageColumn>
      <PageHeader
        before={back}
        title={
          <>
            {user.email}
            <Tags>
              <RoleBadge role={user.role} />
              {user.is_ban ? <BannedBadge /> : null}
            </Tags>
          </>
        }
        documentTitle={user.email}
        intro={t('customer.intro', { id: user.id, name: user.name, date: format.date(user.created_at) })}
      />
      {user.is_ban ? (
        <Alert tone="error" title={t('customer.bannedTitle', { date: format.dateTime(user.banned_at) })}>
          {user.ban_reason ?? ''}
        </Alert>
      ) : null}
      {isAdmin ? (
        <CustomerActions detail={detail} />
      ) : (
        <Text tone="muted" size="sm">
          {t('customer.readOnly')}
        </Text>
      )}
      <TabLinks
        label={t('customer.tabsLabel')}
        path={path}
        current={tab}
        tabs={TABS.map((id) => ({ tab: id, label: t(`customer.tabs.${id}`) }))}
      />
      {tab === 'summary' ? <CustomerSummary detail={detail} /> : null}
      {tab === 'ledger' ? <CustomerLedger userId={user.id} currency={detail.wallet.currency} /> : null}
      {tab === 'billing' ? <CustomerBilling detail={detail} /> : null}
      {tab === 'tickets' ? <CustomerTickets detail={detail} /> : null}
      {tab === 'access' ? <CustomerAccess detail={detail} /> : null}
      {tab === 'invitees' ? <CustomerInvitees detail={detail} /> : null}
    </PageColumn>
  );
}
