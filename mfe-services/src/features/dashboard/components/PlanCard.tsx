// The plan: level and when it ends, when the account ends, speed and device limits, and the devices
// online now (the addresses the nodes reported for this customer in the last few minutes, with the node).
import styled from 'styled-components';
import { ButtonLink, Text, useT } from '@portal/shared';
import type { OldServiceInfo } from '@portal/shared/contract';
import { useFormat } from '../../../lib/format';
import { Badge } from '@portal/shared/ui-kit';
import { PlanTermsHelp } from '../../../lib/components/PlanTermsHelp';
import { DashboardCard, Facts } from './DashboardCard';

const Devices = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    min-width: 0;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: right;
  }
`;

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
        <dt>{t('dashboard.plan.speedLimit')}</dt>
        <dd>{plan.speed_limit || t('buy.unlimited')}</dd>
        <dt>{t('dashboard.plan.deviceLimit')}</dt>
        <dd>
          {plan.online_ip_limit ? t('dashboard.plan.devices', { count: plan.online_ip_limit }) : t('buy.unlimited')}
        </dd>
        {plan.online_ip_count !== undefined ? (
          <>
            <dt>{t('dashboard.plan.onlineNow')}</dt>
            <dd>
              {plan.online_ip_count > 0
                ? t('dashboard.plan.devices', { count: plan.online_ip_count })
                : t('dashboard.plan.onlineNone')}
            </dd>
          </>
        ) : null}
      </Facts>
      {plan.online_ips?.length ? (
        <Devices aria-label={t('dashboard.plan.onlineList')}>
          {plan.online_ips.map((device) => (
            <li key={`${device.ip} ${device.node_id}`}>
              <code>{device.ip}</code>
              <span>{device.node_name}</span>
            </li>
          ))}
        </Devices>
      ) : null}
      <PlanTermsHelp />
    </DashboardCard>
  );
}
