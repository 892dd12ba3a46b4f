// The plan: level and when it ends, when the account ends, speed and device limits.
import { ButtonLink, Text, useT } from '@portal/shared';
import type { OldServiceInfo } from '@portal/shared/contract';
import { useFormat } from '../../../lib/format';
import { Badge } from '@portal/shared/ui-kit';
import { DashboardCard, Facts } from './DashboardCard';

function isPast(iso: string): boolean {
  return Date.parse(iso) < Date.now();
}

export function PlanCard({ plan }: { plan: OldServiceInfo }) {
  const { t } = useT('services');
  const format = useFormat();
  const levelExpired = isPast(plan.user_level_expire_in);
  return (
    <DashboardCard
      title={t('dashboard.plan.title')}
      action={
        <ButtonLink to="/user/services/buy" variant="secondary">
          {t('dashboard.plan.renew')}
        </ButtonLink>
      }
    >
      <Text size="lg" weight="bold">
        {plan.user_level_text} {levelExpired ? <Badge $tone="error">{t('dashboard.plan.expired')}</Badge> : null}
      </Text>
      <Facts>
        <dt>{t('dashboard.plan.levelExpires')}</dt>
        <dd>{format.dateTime(plan.user_level_expire_in)}</dd>
        <dt>{t('dashboard.plan.accountExpires')}</dt>
        <dd>{format.dateTime(plan.user_account_expire_in)}</dd>
        {plan.speed_limit ? (
          <>
            <dt>{t('dashboard.plan.speedLimit')}</dt>
            <dd>{plan.speed_limit}</dd>
          </>
        ) : null}
        {plan.online_ip_limit ? (
          <>
            <dt>{t('dashboard.plan.deviceLimit')}</dt>
            <dd>{t('dashboard.plan.devices', { count: plan.online_ip_limit })}</dd>
          </>
        ) : null}
      </Facts>
    </DashboardCard>
  );
}
