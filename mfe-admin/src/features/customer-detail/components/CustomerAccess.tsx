// How a customer connects and signs in: the devices their subscription serves, their sessions signed in
// now, and sign-ins and failed attempts.
import { useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import type { AdminUserDetailResult } from '@portal/shared/contract/admin';
import { formatPlace, useConsoleFormat } from '../../../lib/format';
import { CustomerDevices } from './CustomerDevices';
import { Section } from './Section';

export function CustomerAccess({ detail }: { detail: AdminUserDetailResult }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <>
      <CustomerDevices user={detail.user} />
      <Section title={t('customer.sessions.title')} shown={detail.sessions.length} total={detail.sessions.length}>
        <DataTable
          caption={t('customer.sessions.title')}
          rows={detail.sessions}
          rowKey={(session) => session.id}
          columns={[
            { header: t('customer.sessions.started'), cell: (session) => format.dateTime(session.created_at) },
            { header: t('customer.sessions.lastUsed'), cell: (session) => format.dateTime(session.last_used_at) },
            { header: t('customer.sessions.ip'), cell: (session) => formatPlace(session.ip, session.country) },
            { header: t('customer.sessions.browser'), cell: (session) => session.user_agent ?? '—' },
            {
              header: t('customer.sessions.remember'),
              cell: (session) => (session.is_remember_me ? t('common.yes') : t('common.no')),
            },
            { header: t('customer.sessions.expires'), cell: (session) => format.dateTime(session.expires_at) },
          ]}
        />
      </Section>
      <Section title={t('customer.signIns.title')} shown={detail.sign_ins.length} total={detail.sign_ins_count}>
        <DataTable
          caption={t('customer.signIns.title')}
          rows={detail.sign_ins}
          rowKey={(entry, index) => `${entry.created_at}-${index}`}
          columns={[
            { header: t('customer.signIns.when'), cell: (entry) => format.dateTime(entry.created_at) },
            { header: t('customer.signIns.kind'), cell: (entry) => t(`customer.signIns.kinds.${entry.kind}`) },
            { header: t('customer.sessions.ip'), cell: (entry) => formatPlace(entry.ip, entry.country) },
            { header: t('customer.sessions.browser'), cell: (entry) => entry.user_agent ?? '—' },
          ]}
        />
      </Section>
    </>
  );
}
