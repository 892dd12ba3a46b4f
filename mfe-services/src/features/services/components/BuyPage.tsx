// /user/services/buy — the plans on sale; "Buy" opens the wallet's payment page for that plan.
import { Button, Card, Heading, Text, useSearchParams, useT } from '@portal/shared';
import styled from 'styled-components';
import { Badge } from '../../../lib/components/Badge';
import { PageColumn, PageHeader } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { useShopItems } from '../api/use-shop-items';
import { BuyLink } from './BuyLink';
import { PlanFacts } from './PlanFacts';
import { ServicesNav } from './ServicesNav';
import { ShopItemDialog } from './ShopItemDialog';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

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

export function BuyPage() {
  const { t } = useT('services');
  const [search, setSearch] = useSearchParams();
  const query = useShopItems();
  const openId = Number(search.get('item'));

  let body;
  if (query.isPending) body = <Loading label={t('buy.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('buy.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) body = <EmptyState title={t('buy.emptyTitle')} body={t('buy.emptyBody')} />;
  else
    body = (
      <Grid aria-label={t('buy.listLabel')}>
        {query.data.map((item) => (
          <li key={item.id}>
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
                <Button
                  variant="ghost"
                  size="sm"
                  aria-haspopup="dialog"
                  onClick={() => setSearch({ item: String(item.id) })}
                >
                  {t('buy.details')}
                </Button>
              </Actions>
            </Plan>
          </li>
        ))}
      </Grid>
    );

  return (
    <PageColumn style={{ maxWidth: 1280 }}>
      <PageHeader title={t('buy.title')} intro={t('buy.intro')} />
      <ServicesNav />
      {body}
      {Number.isInteger(openId) && openId > 0 ? <ShopItemDialog shopId={openId} onClose={() => setSearch({})} /> : null}
    </PageColumn>
  );
}
