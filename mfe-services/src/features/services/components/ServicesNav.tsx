// Links between the service pages.
import { useT } from '@portal/shared';
import { SectionNav } from '@portal/shared/ui-kit';

const LINKS = [
  { to: '/user/services', key: 'nav.current' },
  { to: '/user/services/buy', key: 'nav.buy' },
  { to: '/user/services/renewals', key: 'nav.renewals' },
  { to: '/user/services-old', key: 'nav.all' },
] as const;

export function ServicesNav() {
  const { t } = useT('services');
  return (
    <SectionNav
      label={t('services.nav.label')}
      links={LINKS.map((link) => ({ to: link.to, label: t(`services.${link.key}`) }))}
    />
  );
}
