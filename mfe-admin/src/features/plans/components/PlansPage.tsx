// /admin/plans — every plan and traffic pack in shop order: put one on sale, edit it, take it off sale,
// move it up or down. Support staff read it; administrators change it.
import { useState } from 'react';
import { Button, EmptyState, PageColumn, PageHeader, QueryView, toast, useT } from '@portal/shared';
import type { AdminPlan } from '@portal/shared/contract/admin';
import { describeConsoleError } from '../../../lib/console-errors';
import { useIsAdmin } from '../../../lib/staff-role';
import { usePlans } from '../api/use-plans';
import { usePlanChanges } from '../api/use-plan-changes';
import { CatalogueNav } from './CatalogueNav';
import { PlanForm } from './PlanForm';
import { PlanTable } from './PlanTable';

export default function PlansPage() {
  const { t } = useT('admin');
  const isAdmin = useIsAdmin();
  const plans = usePlans();
  const changes = usePlanChanges();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);

  const open = (next: AdminPlan | 'new') => {
    changes.save.reset();
    setEditing(next);
  };

  const move = async (ordered: AdminPlan[]) => {
    try {
      await changes.reorder.mutateAsync(ordered.map((plan) => plan.id));
      toast({ tone: 'success', title: t('plans.reordered') });
    } catch (error) {
      toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
    }
  };

  const toggle = async (plan: AdminPlan) => {
    try {
      await changes.save.mutateAsync({ id: plan.id, body: { is_enable: !plan.is_enable } });
      toast({
        tone: 'success',
        title: t(plan.is_enable ? 'plans.disabledDone' : 'plans.enabledDone', { name: plan.shop_name }),
      });
    } catch (error) {
      toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
    }
  };

  return (
    <PageColumn>
      <PageHeader
        title={t('plans.title')}
        intro={t('plans.intro')}
        actions={isAdmin && editing === null ? <Button onClick={() => open('new')}>{t('plans.newPlan')}</Button> : null}
      />
      <CatalogueNav />
      {editing !== null ? (
        <PlanForm
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          save={changes.save}
          onDone={(name) => {
            toast({ tone: 'success', title: t(editing === 'new' ? 'plans.created' : 'plans.saved', { name }) });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <QueryView
        query={plans}
        loadingLabel={t('plans.loading')}
        errorTitle={t('plans.loadFailed')}
        isEmpty={(list) => list.plans.length === 0}
        empty={<EmptyState title={t('plans.emptyTitle')} body={t('plans.emptyBody')} />}
      >
        {(list) => (
          <PlanTable
            plans={list.plans}
            currency={list.currency}
            canChange={isAdmin}
            busy={changes.reorder.isPending}
            onEdit={open}
            onToggle={(plan) => void toggle(plan)}
            onMove={(ordered) => void move(ordered)}
          />
        )}
      </QueryView>
    </PageColumn>
  );
}
