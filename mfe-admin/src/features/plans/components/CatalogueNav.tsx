// The tabs between what the shop sells and what nodes enforce: plans and packs, audit rules and
// (administrators: they hold passwords) shared accounts.
import { useT } from '@portal/shared';
import { SectionNav } from '@portal/shared/ui-kit';
import { useIsAdmin } from '../../../lib/staff-role';

export function CatalogueNav() {
  const { t } = useT('admin');
  const isAdmin = useIsAdmin();
  return (
    <SectionNav
      label={t('plans.sectionLabel')}
      links={[
        { to: '/admin/plans', label: t('plans.title') },
        { to: '/admin/plans/audit-rules', label: t('plans.auditRules.title') },
        ...(isAdmin ? [{ to: '/admin/plans/share-accounts', label: t('plans.shareAccounts.title') }] : []),
      ]}
    />
  );
}
