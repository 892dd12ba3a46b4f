// /admin/plans/audit-rules — the rules nodes apply to customers' traffic (block and log), with their hits;
// administrators add, edit, switch and remove them. Customers read them at /user/audit.
import { useState } from 'react';
import { Button, ConfirmDialog, EmptyState, PageColumn, PageHeader, QueryView, toast, useT } from '@portal/shared';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import type { AdminAuditRule } from '@portal/shared/contract/admin';
import { OnOffBadge } from '../../../lib/components/Badges';
import { Actions, Mono } from '../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../lib/console-errors';
import { useConsoleFormat } from '../../../lib/format';
import { useIsAdmin } from '../../../lib/staff-role';
import { CatalogueNav } from '../../plans/components/CatalogueNav';
import { useAuditRules } from '../api/use-audit-rules';
import { useAuditRuleChange } from '../api/use-audit-rule-changes';
import { AuditRuleForm } from './AuditRuleForm';

export default function AuditRulesPage() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const isAdmin = useIsAdmin();
  const rules = useAuditRules();
  const change = useAuditRuleChange();
  const [editing, setEditing] = useState<AdminAuditRule | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminAuditRule | null>(null);

  const open = (next: AdminAuditRule | 'new') => {
    change.reset();
    setEditing(next);
  };
  const run = async (action: Parameters<typeof change.mutateAsync>[0], done: string) => {
    try {
      await change.mutateAsync(action);
      toast({ tone: 'success', title: done });
    } catch (error) {
      toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
      throw error;
    }
  };

  return (
    <PageColumn>
      <PageHeader
        title={t('plans.auditRules.title')}
        intro={t('plans.auditRules.intro')}
        actions={
          isAdmin && editing === null ? <Button onClick={() => open('new')}>{t('plans.auditRules.add')}</Button> : null
        }
      />
      <CatalogueNav />
      {editing !== null ? (
        <AuditRuleForm
          key={editing === 'new' ? 'new' : editing.id}
          rule={editing === 'new' ? null : editing}
          change={change}
          onDone={() => {
            toast({ tone: 'success', title: t('common.saved') });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <QueryView
        query={rules}
        loadingLabel={t('plans.auditRules.loading')}
        errorTitle={t('plans.auditRules.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('plans.auditRules.emptyTitle')} body={t('plans.auditRules.emptyBody')} />}
      >
        {(list) => (
          <DataTable
            caption={t('plans.auditRules.title')}
            rows={list}
            rowKey={(rule) => rule.id}
            rowTestId="audit-rule-row"
            columns={[
              { header: t('plans.auditRules.name'), cell: (rule) => rule.name },
              { header: t('plans.auditRules.text'), cell: (rule) => rule.text },
              { header: t('plans.auditRules.regex'), cell: (rule) => <Mono>{rule.regex}</Mono> },
              {
                header: t('plans.auditRules.type'),
                cell: (rule) => t(`plans.auditRules.types.${rule.type === 2 ? 2 : 1}`),
              },
              {
                header: t('plans.auditRules.state'),
                cell: (rule) =>
                  rule.is_enabled && !rule.is_served_to_nodes ? (
                    <Badge $tone="warning">{t('plans.auditRules.notServed')}</Badge>
                  ) : (
                    <OnOffBadge on={rule.is_enabled} />
                  ),
              },
              { header: t('plans.auditRules.hits'), numeric: true, cell: (rule) => format.number(rule.hits) },
              ...(isAdmin
                ? [
                    {
                      header: t('plans.columns.actions'),
                      cell: (rule: AdminAuditRule) => (
                        <Actions>
                          <Button size="sm" variant="secondary" onClick={() => open(rule)}>
                            {t('common.edit')}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() =>
                              void run(
                                { kind: 'update', id: rule.id, body: { is_enabled: !rule.is_enabled } },
                                t('common.saved'),
                              ).catch(() => undefined)
                            }
                          >
                            {rule.is_enabled ? t('plans.disable') : t('plans.enable')}
                          </Button>
                          <Button size="sm" variant="danger" onClick={() => setRemoving(rule)}>
                            {t('common.remove')}
                          </Button>
                        </Actions>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryView>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t('plans.auditRules.removeTitle', { name: removing?.name ?? '' })}
        description={t('plans.auditRules.removeExplain')}
        confirmLabel={t('common.remove')}
        tone="danger"
        onConfirm={() => run({ kind: 'delete', id: removing!.id }, t('plans.auditRules.removed'))}
      />
    </PageColumn>
  );
}
