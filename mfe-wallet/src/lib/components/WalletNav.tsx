// Links between the wallet's own pages (the sidebar has them too, but on a phone it is folded away).
// Each label is the page's title.
import { useT } from '@portal/shared';
import { SectionNav } from '@portal/shared/ui-kit';

const LINKS = [
  { to: '/user/wallet', key: 'nav.wallet' },
  { to: '/user/wallet/recharge', key: 'nav.recharge' },
  { to: '/user/wallet/recharge/cd-key', key: 'nav.cdKey' },
  { to: '/user/wallet/billing', key: 'nav.billing' },
  { to: '/user/wallet/purchase-records-old', key: 'nav.purchases' },
] as const;

export function WalletNav() {
  const { t } = useT('wallet');
  return <SectionNav label={t('nav.label')} links={LINKS.map((link) => ({ to: link.to, label: t(link.key) }))} />;
}
