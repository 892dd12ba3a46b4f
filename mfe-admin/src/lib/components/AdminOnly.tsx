// A page only administrators may read: a low admin is told so instead of a page of refusals (the API
// refuses them anyway). Nothing is asked of the API before the role is known to allow it.
import type { ReactNode } from 'react';
import { EmptyState, PageColumn, PageHeader, useT } from '@portal/shared';
import { useIsAdmin } from '../staff-role';

export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT('admin');
  if (useIsAdmin()) return children;
  return (
    <PageColumn>
      <PageHeader title={title} />
      <EmptyState title={t('common.adminOnlyTitle')} body={t('common.adminOnlyBody')} />
    </PageColumn>
  );
}
