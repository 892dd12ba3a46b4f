// /user/account/login-ip-log — where the account was signed in from: by IP (place, sign-ins, failed
// attempts, last seen), every attempt with its browser and system, and the silent token refreshes.
import { EmptyState, PageColumn, PageHeader, QueryView, useT } from '@portal/shared';
import type { LoginIpLogItem, RefreshLogItem } from '@portal/shared/contract';
import { DataTable } from '@portal/shared/ui-kit';
import { ACCOUNT_NS } from '../../../i18n';
import { AccountNav } from '../../../lib/components/AccountNav';
import { Pill } from '../../../lib/components/Pill';
import { Section } from '../../../lib/components/Section';
import { useFormat } from '../../../lib/format';
import { useLoginIpLog } from '../api/use-login-ip-log';
import { useRefreshLog } from '../api/use-refresh-log';
import { summariseByIp, type IpSummary } from '../by-ip';

function ResultPill({ row }: { row: LoginIpLogItem }) {
  const { t } = useT(ACCOUNT_NS);
  if (row.kind === 'login_failed') return <Pill $tone="error">{t('loginLog.failed')}</Pill>;
  return <Pill $tone="success">{row.kind === 'register' ? t('loginLog.signedUp') : t('loginLog.signedIn')}</Pill>;
}

function RefreshLog() {
  const { t } = useT(ACCOUNT_NS);
  const format = useFormat();
  const query = useRefreshLog();
  return (
    <Section title={t('loginLog.refreshTitle')} intro={t('loginLog.refreshIntro')}>
      <QueryView
        query={query}
        loadingLabel={t('loginLog.loading')}
        errorTitle={t('loginLog.loadFailed')}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title={t('loginLog.refreshEmpty')} />}
      >
        {(rows) => (
          <DataTable<RefreshLogItem>
            caption={t('loginLog.refreshCaption', { count: rows.length })}
            rows={rows}
            rowKey={(row) => row.id}
            rowTestId="refresh-row"
            columns={[
              { header: t('loginLog.when'), cell: (row) => format.dateTime(row.created_at) },
              { header: t('loginLog.ip'), cell: (row) => row.ip_address },
              { header: t('loginLog.place'), cell: (row) => format.country(row.country) },
              { header: t('loginLog.device'), cell: (row) => format.device(row) },
              {
                header: t('loginLog.rememberMe'),
                cell: (row) => (row.is_remember_me ? t('common.yes') : t('common.no')),
              },
            ]}
          />
        )}
      </QueryView>
    </Section>
  );
}

export default function LoginIpLogPage() {
  const { t } = useT(ACCOUNT_NS);
  const format = useFormat();
  const query = useLoginIpLog();
  return (
    <PageColumn style={{ maxWidth: 1100 }}>
      <PageHeader title={t('loginLog.title')} intro={t('loginLog.intro')} />
      <AccountNav />
      <QueryView
        query={query}
        loadingLabel={t('loginLog.loading')}
        errorTitle={t('loginLog.loadFailed')}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState title={t('loginLog.emptyTitle')} />}
      >
        {(rows) => (
          <>
            <Section title={t('loginLog.byIpTitle')} intro={t('loginLog.byIpIntro')}>
              <DataTable<IpSummary>
                caption={t('loginLog.byIpCaption', { count: summariseByIp(rows).length })}
                rows={summariseByIp(rows)}
                rowKey={(row) => row.ip}
                rowTestId="ip-row"
                columns={[
                  { header: t('loginLog.ip'), cell: (row) => row.ip },
                  { header: t('loginLog.place'), cell: (row) => format.country(row.country) },
                  { header: t('loginLog.signIns'), numeric: true, cell: (row) => row.signIns },
                  {
                    header: t('loginLog.failures'),
                    numeric: true,
                    cell: (row) => (row.failures > 0 ? <Pill $tone="error">{row.failures}</Pill> : 0),
                  },
                  { header: t('loginLog.lastSeen'), cell: (row) => (row.lastAt ? format.dateTime(row.lastAt) : '—') },
                ]}
              />
            </Section>
            <Section title={t('loginLog.attemptsTitle')} intro={t('loginLog.attemptsIntro')}>
              <DataTable<LoginIpLogItem>
                caption={t('loginLog.attemptsCaption', { count: rows.length })}
                rows={rows}
                rowKey={(row) => row.log_id}
                rowTestId="login-row"
                columns={[
                  {
                    header: t('loginLog.when'),
                    cell: (row) => (row.created_at ? format.dateTime(row.created_at) : '—'),
                  },
                  { header: t('loginLog.result'), cell: (row) => <ResultPill row={row} /> },
                  { header: t('loginLog.ip'), cell: (row) => row.login_ip },
                  { header: t('loginLog.place'), cell: (row) => format.country(row.country) },
                  { header: t('loginLog.device'), cell: (row) => format.device(row) },
                ]}
              />
            </Section>
          </>
        )}
      </QueryView>
      <RefreshLog />
    </PageColumn>
  );
}
