// /admin/plans/share-accounts — the shared accounts (a streaming service's, say) lent to customers of a
// level: how full each is, its traffic, until when. Administrators only: they hold passwords.
import { useState } from 'react';
import { Button, ConfirmDialog, EmptyState, PageColumn, PageHeader, QueryView, toast, useT } from '@portal/shared';
import { CopyButton, DataTable } from '@portal/shared/ui-kit';
import type { AdminShareAccount } from '@portal/shared/contract/admin';
import { AdminOnly } from '../../../lib/components/AdminOnly';
import { OnOffBadge } from '../../../lib/components/Badges';
import { Actions, Mono } from '../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../lib/console-errors';
import { useConsoleFormat } from '../../../lib/format';
import { CatalogueNav } from '../../plans/components/CatalogueNav';
import { useShareAccounts } from '../api/use-share-accounts';
import { useShareAccountChange } from '../api/use-share-account-change';
import { ShareAccountForm } from './ShareAccountForm';

function ShareAccounts() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const accounts = useShareAccounts();
  const change = useShareAccountChange();
  const [editing, setEditing] = useState<AdminShareAccount | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminShareAccount | null>(null);
  const open = (next: AdminShareAccount | 'new') => {
    change.reset();
    setEditing(next);
  };

  return (
    <PageColumn>
      <PageHeader
        title={t('plans.shareAccounts.title')}
        intro={t('plans.shareAccounts.intro')}
        actions={editing === null ? <Button onClick={() => open('new')}>{t('plans.shareAccounts.add')}</Button> : null}
      />
      <CatalogueNav />
      {editing !== null ? (
        <ShareAccountForm
          key={editing === 'new' ? 'new' : editing.id}
          account={editing === 'new' ? null : editing}
          change={change}
          onDone={() => {
            toast({ tone: 'success', title: t('common.saved') });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <QueryView
        query={accounts}
        loadingLabel={t('plans.shareAccounts.loading')}
        errorTitle={t('plans.shareAccounts.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('plans.shareAccounts.emptyTitle')} body={t('plans.shareAccounts.emptyBody')} />}
      >
        {(list) => (
          <DataTable
            caption={t('plans.shareAccounts.title')}
            rows={list}
            rowKey={(account) => account.id}
            rowTestId="share-account-row"
            columns={[
              { header: t('plans.shareAccounts.name'), cell: (account) => account.name },
              {
                header: t('plans.shareAccounts.server'),
                cell: (account) => <Mono>{`${account.server_address}:${account.port}`}</Mono>,
              },
              {
                header: t('plans.shareAccounts.password'),
                cell: (account) => (
                  <CopyButton
                    value={account.password}
                    label={t('plans.shareAccounts.copyPassword', { name: account.name })}
                  />
                ),
              },
              { header: t('plans.shareAccounts.method'), cell: (account) => `${account.method} · ${account.protocol}` },
              {
                header: t('plans.shareAccounts.users'),
                numeric: true,
                cell: (account) => `${format.number(account.current_users)} / ${format.number(account.max_users)}`,
              },
              {
                header: t('plans.shareAccounts.traffic'),
                cell: (account) =>
                  t('customers.trafficOf', {
                    used: format.bytes(account.traffic_used),
                    total: format.bytes(account.traffic_limit),
                  }),
              },
              { header: t('plans.shareAccounts.minLevel'), numeric: true, cell: (account) => account.min_level },
              { header: t('plans.shareAccounts.expires'), cell: (account) => format.date(account.expire_at) },
              {
                header: t('plans.shareAccounts.status'),
                cell: (account) => <OnOffBadge on={account.status === 'active'} />,
              },
              {
                header: t('plans.columns.actions'),
                cell: (account) => (
                  <Actions>
                    <Button size="sm" variant="secondary" onClick={() => open(account)}>
                      {t('common.edit')}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setRemoving(account)}>
                      {t('common.remove')}
                    </Button>
                  </Actions>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t('plans.shareAccounts.removeTitle', { name: removing?.name ?? '' })}
        description={t('plans.shareAccounts.removeExplain')}
        confirmLabel={t('common.remove')}
        tone="danger"
        onConfirm={async () => {
          try {
            await change.mutateAsync({ kind: 'delete', id: removing!.id });
            toast({ tone: 'success', title: t('plans.shareAccounts.removed') });
          } catch (error) {
            toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
            throw error;
          }
        }}
      />
    </PageColumn>
  );
}

export default function ShareAccountsPage() {
  const { t } = useT('admin');
  return (
    <AdminOnly title={t('plans.shareAccounts.title')}>
      <ShareAccounts />
    </AdminOnly>
  );
}
