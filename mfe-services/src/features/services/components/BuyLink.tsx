// Starts an order on the wallet slice's payment page — by URL only, never by importing the wallet remote.
import { ButtonLink, FROM_PARAM, Text, useT } from '@portal/shared';
import type { ShopItem } from '@portal/shared/contract';

/** The checkout, told the customer came from "Buy a plan" (its back link and the sidebar return here). */
function paymentPath(shopId: number): string {
  return `/user/shop-old/payment?shop_id=${encodeURIComponent(String(shopId))}&${FROM_PARAM}=${encodeURIComponent('/user/services/buy')}`;
}

function canBuy(item: ShopItem): boolean {
  return item.is_enable !== false && item.is_cannot_new_purchase !== true;
}

export function BuyLink({ item }: { item: ShopItem }) {
  const { t } = useT('services');
  if (!canBuy(item))
    return (
      <Text size="sm" tone="muted">
        {t('buy.unavailable')}
      </Text>
    );
  return (
    <ButtonLink to={paymentPath(item.id)} aria-label={t('buy.buyLabel', { name: item.shop_name })}>
      {t('buy.buy')}
    </ButtonLink>
  );
}
