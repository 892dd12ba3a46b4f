// The customers this one invited.
import { AppLink, useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import type { AdminUserDetailResult } from '@portal/shared/contract/admin';
import { useConsoleFormat } from '../../../lib/format';
import { Section } from './Section';

export function CustomerInvitees({ detail }: { detail: AdminUserDetailResult }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  return (
    <Section title={t('customer.invitees.title')} shown={detail.invitees.length} total={detail.invitees_count}>
      <DataTable
        caption={t('customer.invitees.title')}
        rows={detail.invitees}
        rowKey={(invitee) => invitee.id}
        columns={[
          {
            header: t('customers.columns.customer'),
            cell: (invitee) => <AppLink to={`/admin/customers/${invitee.id}`}>{invitee.email}</AppLink>,
          },
          { header: t('customers.columns.signedUp'), cell: (invitee) => format.date(invitee.created_at) },
        ]}
      />
    </Section>
  );
}
