// One group of plans as a comparison table: a row per plan, a column per thing worth comparing (price,
// traffic, validity, level, speed, devices), and Buy. On phones each plan becomes a labelled card.
import styled from 'styled-components';
import { ButtonLink, Text, useT } from '@portal/shared';
import type { ShopItem } from '@portal/shared/contract';
import { Badge, DataTable } from '@portal/shared/ui-kit';
import { useWalletFormat } from '../../../lib/format';
import { usePlanTerms } from '../../../lib/plan-terms';
import { paymentPath } from '../../../lib/paths';
import { useOwnedPlans } from '../api/use-owned-plans';
import { canBuy } from '../plan-groups';

const Name = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  min-width: 0;
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

export function PlanTable({
  caption,
  plans,
  currency,
}: {
  caption: string;
  plans: ShopItem[];
  currency: string | null;
}) {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const termsOf = usePlanTerms();
  const owned = useOwnedPlans();
  const dash = t('common.none');
  return (
    <DataTable
      caption={caption}
      rows={plans}
      rowKey={(plan) => plan.id}
      rowTestId="plan-row"
      columns={[
        {
          header: t('shop.columns.plan'),
          cell: (plan) => (
            <Name>
              <span>
                {plan.shop_name}
                {owned.has(plan.id) ? (
                  <Badge $tone="success" style={{ marginLeft: 6 }}>
                    {plan.shop_type && plan.shop_type !== 'main_package' ? t('shop.activeAddOn') : t('shop.yourPlan')}
                  </Badge>
                ) : null}
              </span>
              {plan.content_extra ? (
                <Text as="span" size="xs" tone="muted" style={{ whiteSpace: 'pre-line', fontWeight: 400 }}>
                  {plan.content_extra}
                </Text>
              ) : null}
            </Name>
          ),
        },
        {
          header: t('shop.columns.price'),
          numeric: true,
          cell: (plan) => <Price>{format.money(plan.money_amount, currency)}</Price>,
        },
        { header: t('shop.columns.traffic'), cell: (plan) => termsOf(plan).traffic ?? dash },
        { header: t('shop.columns.validity'), cell: (plan) => termsOf(plan).validity ?? dash },
        { header: t('shop.columns.level'), cell: (plan) => termsOf(plan).level ?? dash },
        { header: t('shop.columns.speed'), cell: (plan) => termsOf(plan).speed },
        { header: t('shop.columns.devices'), cell: (plan) => termsOf(plan).devices },
        {
          header: t('shop.columns.buy'),
          cell: (plan) =>
            canBuy(plan) ? (
              <ButtonLink to={paymentPath(plan.id)} aria-label={t('shop.buyLabel', { name: plan.shop_name })}>
                {t('shop.buy')}
              </ButtonLink>
            ) : (
              <Badge>{t('shop.renewalOnly')}</Badge>
            ),
        },
      ]}
    />
  );
}
