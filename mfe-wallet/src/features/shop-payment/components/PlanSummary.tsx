// What the plan being bought grants, beside its quote. Loads on its own: the quote does not wait for it,
// and until it is there (or if it cannot be had) the quote stands alone.
import { Heading, Panel, Stack, Text, useT } from '@portal/shared';
import { Facts } from '@portal/shared/ui-kit';
import { usePlanTerms } from '../../../lib/plan-terms';
import { usePlan } from '../api/use-plan';

export function PlanSummary({ shopId }: { shopId: number }) {
  const { t } = useT('wallet');
  const termsOf = usePlanTerms();
  const query = usePlan(shopId);
  if (!query.data) return null;
  const plan = query.data;
  const terms = termsOf(plan);
  const rows: [string, string | null][] = [
    [t('shop.columns.traffic'), terms.traffic],
    [t('shop.columns.validity'), terms.validity],
    [t('shop.columns.level'), terms.level],
    [t('shop.columns.speed'), terms.speed],
    [t('shop.columns.devices'), terms.devices],
  ];
  return (
    <Panel aria-labelledby="plan-terms-title">
      <Stack gap={1.5}>
        <Heading level={2} id="plan-terms-title">
          {t('payment.planTitle')}
        </Heading>
        {plan.content_extra ? (
          <Text tone="muted" style={{ whiteSpace: 'pre-line' }}>
            {plan.content_extra}
          </Text>
        ) : null}
        <Facts>
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </Facts>
      </Stack>
    </Panel>
  );
}
