// A plan's full description, read fresh from /shop-old/{shop_id}/info before the customer buys.
import styled from 'styled-components';
import { Dialog, Text, useT, LoadError, Loading } from '@portal/shared';
import { useShopItem } from '../api/use-shop-item';
import { BuyLink } from './BuyLink';
import { PlanFacts } from './PlanFacts';

const Extra = styled(Text)`
  white-space: pre-line;
  margin-top: 12px;
`;

export function ShopItemDialog({ shopId, onClose }: { shopId: number; onClose(): void }) {
  const { t } = useT('services');
  const query = useShopItem(shopId);
  let body;
  if (query.isPending) body = <Loading label={t('buy.detailLoading')} />;
  else if (query.isError)
    body = <LoadError title={t('buy.detailFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <>
        <PlanFacts item={query.data} />
        {query.data.content_extra ? <Extra size="sm">{query.data.content_extra}</Extra> : null}
      </>
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={query.data?.shop_name ?? t('buy.detailTitle')}
      description={query.data ? t('buy.price', { amount: query.data.money_amount }) : undefined}
      footer={query.data ? <BuyLink item={query.data} /> : undefined}
    >
      {body}
    </Dialog>
  );
}
