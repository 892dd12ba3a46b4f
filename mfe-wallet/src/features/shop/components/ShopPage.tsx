// /user/shop-old — the plans on sale, grouped by type (plans, add-ons, …), each group a table to compare
// them side by side; Buy opens the payment page with the plan's quote. The balance is in view, with a way
// to top up.
import styled from 'styled-components';
import { ButtonLink, EmptyState, Heading, PageColumn, PageHeader, QueryView, Text, useT } from '@portal/shared';
import { useWalletSummary } from '../../../lib/api/use-wallet-summary';
import { PlanTermsHelp } from '../../../lib/components/PlanTermsHelp';
import { useWalletFormat } from '../../../lib/format';
import { usePlans } from '../api/use-plans';
import { groupPlans } from '../plan-groups';
import { PlanTable } from './PlanTable';

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const BalanceLine = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

export default function ShopPage() {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const query = usePlans();
  const summary = useWalletSummary();
  const currency = summary.data?.currency ?? null;

  return (
    <PageColumn>
      <PageHeader
        title={t('shop.title')}
        intro={t('shop.intro')}
        actions={
          <BalanceLine>
            {summary.data ? (
              <Text weight="medium" data-testid="shop-balance">
                {t('shop.balance', { amount: format.money(summary.data.wallet_balance, currency) })}
              </Text>
            ) : null}
            <ButtonLink to="/user/wallet/recharge/new" variant="secondary">
              {t('shop.topUp')}
            </ButtonLink>
          </BalanceLine>
        }
      />
      <QueryView
        query={query}
        loadingLabel={t('shop.loading')}
        errorTitle={t('shop.loadFailed')}
        isEmpty={(plans) => groupPlans(plans).length === 0}
        empty={<EmptyState title={t('shop.emptyTitle')} body={t('shop.emptyBody')} />}
      >
        {(plans) =>
          groupPlans(plans).map((group) => {
            const name = t(`planType.${group.name}`);
            return (
              <Group key={group.name} aria-labelledby={`plan-group-${group.name}`}>
                <Heading level={2} id={`plan-group-${group.name}`}>
                  {name}
                </Heading>
                <PlanTable
                  caption={t('shop.groupCaption', { group: name, count: group.plans.length })}
                  plans={group.plans}
                  currency={currency}
                />
              </Group>
            );
          })
        }
      </QueryView>
      <PlanTermsHelp />
    </PageColumn>
  );
}
