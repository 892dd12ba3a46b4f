// /user/services/buy — the plans on sale; "Buy" opens the wallet's payment page for that plan.
import {
  Button,
  Card,
  EmptyState,
  Heading,
  PageColumn,
  PageHeader,
  Text,
  useSearchParams,
  useT,
  QueryView,
} from '@portal/shared';
import type { ShopItem } from '@portal/shared/contract';
import styled from 'styled-components';
import { CardGrid } from '../../../lib/components/CardGrid';
import { Badge } from '@portal/shared/ui-kit';
import { useShopItems } from '../api/use-shop-items';
import { BuyLink } from './BuyLink';
import { PlanFacts } from './PlanFacts';
import { ServicesNav } from './ServicesNav';
import { ShopItemDialog } from './ShopItemDialog';

const Plan = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
`;

const Price = styled.p`
  font-size: 26px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  align-items: center;
  margin-top: auto;
`;

/** One plan on sale: name, price, what it grants, Buy and Details. */
function PlanOffer({ item, onDetails }: { item: ShopItem; onDetails(): void }) {
  const { t } = useT('services');
  return (
    <Plan data-testid="shop-item">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Heading level={2} style={{ fontSize: 18 }}>
          {item.shop_name}
        </Heading>
        {item.shop_type ? <Badge>{t(`buy.type.${item.shop_type}`)}</Badge> : null}
      </div>
      <Price>{t('buy.price', { amount: item.money_amount })}</Price>
      <PlanFacts item={item} />
      {item.content_extra ? (
        <Text size="sm" tone="muted" style={{ whiteSpace: 'pre-line' }}>
          {item.content_extra}
        </Text>
      ) : null}
      <Actions>
        <BuyLink item={item} />
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={onDetails}>
          {t('buy.details')}
        </Button>
      </Actions>
    </Plan>
  );
}

export function BuyPage() {
  const { t } = useT('services');
  const [search, setSearch] = useSearchParams();
  const query = useShopItems();
  const openId = Number(search.get('item'));

  return (
    <PageColumn>
      <PageHeader title={t('buy.title')} intro={t('buy.intro')} />
      <ServicesNav />
      <QueryView
        query={query}
        loadingLabel={t('buy.loading')}
        errorTitle={t('buy.loadFailed')}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState title={t('buy.emptyTitle')} body={t('buy.emptyBody')} />}
      >
        {(items) => (
          <CardGrid $minCardWidth={260} aria-label={t('buy.listLabel')}>
            {items.map((item) => (
              <li key={item.id}>
                <PlanOffer item={item} onDetails={() => setSearch({ item: String(item.id) })} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
      {Number.isInteger(openId) && openId > 0 ? <ShopItemDialog shopId={openId} onClose={() => setSearch({})} /> : null}
    </PageColumn>
  );
}
