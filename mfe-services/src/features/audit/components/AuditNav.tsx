// Links between the audit rules and the customer's own hits.
import { useT } from '@portal/shared';
import { SectionNav } from '@portal/shared/ui-kit';

export function AuditNav() {
  const { t } = useT('services');
  return (
    <SectionNav
      label={t('audit.nav.label')}
      links={[
        { to: '/user/audit', label: t('audit.nav.rules') },
        { to: '/user/audit/view', label: t('audit.nav.records') },
      ]}
    />
  );
}
