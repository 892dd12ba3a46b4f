// A customer's plan and traffic, wallet and account at a glance.
import styled from 'styled-components';
import { AppLink, useT } from '@portal/shared';
import { TitledCard } from '@portal/shared/ui-kit';
import type { AdminUserDetailResult } from '@portal/shared/contract/admin';
import { FactList } from '../../../lib/components/FactList';
import { useConsoleFormat } from '../../../lib/format';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 16px;
`;

export function CustomerSummary({ detail }: { detail: AdminUserDetailResult }) {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const { user, service, wallet } = detail;
  const limit = (value: number | null, words: (count: string) => string) =>
    value === null ? t('common.unlimited') : words(format.number(value));
  return (
    <Cards>
      <TitledCard title={t('customer.plan.title')}>
        <FactList
          rows={[
            [t('customer.plan.name'), user.plan_name ?? t('customers.noPlan')],
            [
              t('customer.plan.level'),
              user.effective_level === service.level
                ? String(service.level)
                : t('customer.plan.levelEnded', { level: service.level }),
            ],
            [t('customer.plan.levelUntil'), format.dateTime(service.level_expire_at)],
            [t('customer.plan.accountUntil'), format.dateTime(user.account_expire_at)],
            [
              t('customer.plan.traffic'),
              t('customers.trafficOf', {
                used: format.bytes(user.traffic_used),
                total: format.bytes(service.traffic_total),
              }),
            ],
            [
              t('customer.plan.upDown'),
              t('customer.plan.upDownValue', {
                up: format.bytes(service.traffic_upload),
                down: format.bytes(service.traffic_download),
              }),
            ],
            [t('customer.plan.speed'), limit(service.speed_limit_mbps, (count) => t('customer.plan.mbps', { count }))],
            [t('customer.plan.devices'), limit(service.online_ip_limit, (count) => count)],
            [t('customer.plan.port'), service.port === null ? t('common.none') : String(service.port)],
            [
              t('customer.plan.linkReset'),
              service.link_token_updated_at ? format.dateTime(service.link_token_updated_at) : t('common.never'),
            ],
          ]}
        />
      </TitledCard>
      <TitledCard title={t('customer.wallet.title')}>
        <FactList
          rows={[
            [t('customer.wallet.balance'), format.money(wallet.balance, wallet.currency)],
            [t('customer.wallet.cash'), format.money(wallet.cash_balance, wallet.currency)],
            [t('customer.wallet.invite'), format.money(wallet.invite_balance, wallet.currency)],
          ]}
        />
      </TitledCard>
      <TitledCard title={t('customer.account.title')}>
        <FactList
          rows={[
            [t('customer.account.name'), user.name],
            [t('customer.account.id'), `${user.id} · ${user.new_id}`],
            [
              t('customer.account.invitedBy'),
              user.invited_by ? (
                <AppLink to={`/admin/customers/${user.invited_by.id}`}>{user.invited_by.email}</AppLink>
              ) : (
                t('common.none')
              ),
            ],
            [t('customer.account.telegram'), user.telegram_username ?? t('common.none')],
            [t('customer.account.twoFa'), user.two_fa_enabled ? t('common.yes') : t('common.no')],
            [
              t('customer.account.lastSignIn'),
              user.last_login_at ? format.dateTime(user.last_login_at) : t('common.never'),
            ],
          ]}
        />
      </TitledCard>
    </Cards>
  );
}
