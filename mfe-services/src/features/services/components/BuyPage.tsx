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
import { PlanTermsHelp } from '../../../lib/components/PlanTermsHelp';
import { useOwnedShopIds } from '../api/use-owned-shop-ids';
import { useShopItems } from '../api/use-shop-items';
import { BuyLink } from './BuyLink';
import { PlanFacts } from './PlanFacts';
import { ServicesNav } from './ServicesNav';
import { ShopItemDialog } from './ShopItemDialog';

const Plan = styled(Card).attrs({ as: 'article' })<{ $owned: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: 100%;
  ${({ $owned, theme }) => ($owned ? `border-color: ${theme.colors.primary}; box-shadow: 0 0 0 1px ${theme.colors.primary};` : '')}
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

/** One plan on sale: name, price, what it grants, Buy and Details; marked when the customer has it now. */
function PlanOffer({ item, owned, onDetails }: { item: ShopItem; owned: boolean; onDetails(): void }) {
  const { t } = useT('services');
  return (
    <Plan data-testid="shop-item" aria-current={owned ? 'true' : undefined} $owned={owned}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Heading level={2} style={{ fontSize: 18 }}>
          {item.shop_name}
        </Heading>
        {item.shop_type ? <Badge>{t(`buy.type.${item.shop_type}`)}</Badge> : null}
        {owned ? (
          <Badge $tone="success">
            {item.shop_type === 'main_package' || !item.shop_type ? t('buy.yourPlan') : t('buy.activeAddOn')}
          </Badge>
        ) : null}
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
  const owned = useOwnedShopIds();
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
                <PlanOffer
                  item={item}
                  owned={owned.has(item.id)}
                  onDetails={() => setSearch({ item: String(item.id) })}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
      <PlanTermsHelp />
      {Number.isInteger(openId) && openId > 0 ? <ShopItemDialog shopId={openId} onClose={() => setSearch({})} /> : null}
    </PageColumn>
  );
}
