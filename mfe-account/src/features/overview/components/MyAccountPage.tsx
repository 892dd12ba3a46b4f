// /user/my-account — the account at a glance (name, email, member since, plan, two-factor, Telegram,
// the previous sign-in) with a way to every account page. The previous sign-in is the API's
// previous_sign_in, not last_login: last_login is set at each sign-in, so it is nearly always this one.
import styled from 'styled-components';
import { AppLink, ButtonLink, PageColumn, PageHeader, QueryView, Stack, Text, media, useT } from '@portal/shared';
import type { OperationResponse, accountMe } from '@portal/shared/contract';
import { Facts } from '@portal/shared/ui-kit';
import { ACCOUNT_NS } from '../../../i18n';
import { AccountNav } from '../../../lib/components/AccountNav';
import { Pill } from '../../../lib/components/Pill';
import { Section } from '../../../lib/components/Section';
import { useFormat } from '../../../lib/format';
import { useAccountOverview } from '../api/use-account-overview';

type Overview = OperationResponse<typeof accountMe>['result'];

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 24px;
  ${media.down('md')} {
    grid-template-columns: 1fr;
  }
`;

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    height: 100%;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  a:hover {
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  span {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const SHORTCUTS = [
  { to: '/user/account/edit-profile', key: 'profile' },
  { to: '/user/account/edit-password', key: 'password' },
  { to: '/user/account/security', key: 'security' },
  { to: '/user/account/activity', key: 'activity' },
  { to: '/user/account/login-ip-log', key: 'loginLog' },
  { to: '/user/announcements/announcements', key: 'announcements' },
] as const;

function Profile({ me }: { me: Overview }) {
  const { t } = useT(ACCOUNT_NS);
  const format = useFormat();
  return (
    <Section
      title={t('overview.profileTitle')}
      aside={
        <ButtonLink to="/user/account/edit-profile" variant="secondary">
          {t('overview.edit')}
        </ButtonLink>
      }
    >
      <Facts $stackOnPhones>
        <dt>{t('overview.name')}</dt>
        <dd>{me.user_name}</dd>
        <dt>{t('overview.email')}</dt>
        <dd>
          <Stack gap={0.5}>
            <span>{me.email}</span>
            {me.pending_email ? (
              <Text size="sm" tone="warning">
                {t('overview.pendingEmail', { email: me.pending_email })}
              </Text>
            ) : null}
            <AppLink to="/user/account/edit-profile#email">{t('overview.changeEmail')}</AppLink>
          </Stack>
        </dd>
        <dt>{t('overview.memberSince')}</dt>
        <dd>{format.date(me.created_at)}</dd>
        <dt>{t('overview.plan')}</dt>
        <dd>
          {me.plan
            ? t('overview.planValue', {
                name: me.plan.name,
                until: me.plan.expires_at ? format.date(me.plan.expires_at) : t('overview.noEnd'),
              })
            : t('overview.noPlan')}
        </dd>
      </Facts>
    </Section>
  );
}

/** The sign-in before the caller's own (another device's later one counts too): when, where, on what. */
function PreviousSignIn({ previous }: { previous: Overview['previous_sign_in'] }) {
  const { t } = useT(ACCOUNT_NS);
  const format = useFormat();
  if (!previous) return <>{t('overview.firstSignIn')}</>;
  return (
    <Stack gap={0.5}>
      <span>{format.dateTime(previous.at)}</span>
      <Text size="sm" tone="muted">
        {t('overview.previousSignInWhere', {
          ip: previous.ip,
          place: format.country(previous.country),
          device: format.device(previous),
        })}
      </Text>
      <AppLink to="/user/account/login-ip-log">{t('overview.seeSignInLog')}</AppLink>
    </Stack>
  );
}

function SecurityState({ me }: { me: Overview }) {
  const { t } = useT(ACCOUNT_NS);
  return (
    <Section
      title={t('overview.securityTitle')}
      aside={
        <ButtonLink to="/user/account/security" variant="secondary">
          {t('overview.manage')}
        </ButtonLink>
      }
    >
      <Facts $stackOnPhones>
        <dt>{t('overview.twoFa')}</dt>
        <dd>
          <Pill $tone={me.two_fa_enabled ? 'success' : 'warning'}>
            {me.two_fa_enabled ? t('common.on') : t('common.off')}
          </Pill>
        </dd>
        <dt>{t('overview.telegram')}</dt>
        <dd>
          <Pill $tone={me.telegram_linked ? 'success' : 'neutral'}>
            {me.telegram_linked ? t('overview.linked') : t('overview.notLinked')}
          </Pill>
        </dd>
        <dt>{t('overview.notifications')}</dt>
        <dd>
          <Pill $tone={me.email_notification ? 'success' : 'neutral'}>
            {me.email_notification ? t('common.on') : t('common.off')}
          </Pill>
        </dd>
        <dt>{t('overview.previousSignIn')}</dt>
        <dd>
          <PreviousSignIn previous={me.previous_sign_in} />
        </dd>
      </Facts>
      {!me.two_fa_enabled ? (
        <Text size="sm" tone="muted" style={{ marginTop: 12 }}>
          {t('overview.twoFaAdvice')}
        </Text>
      ) : null}
    </Section>
  );
}

export default function MyAccountPage() {
  const { t } = useT(ACCOUNT_NS);
  const query = useAccountOverview();
  return (
    <PageColumn style={{ maxWidth: 1100 }}>
      <PageHeader title={t('overview.title')} intro={t('overview.intro')} />
      <AccountNav />
      <QueryView query={query} loadingLabel={t('overview.loading')} errorTitle={t('overview.loadFailed')}>
        {(me) => (
          <>
            <Columns>
              <Profile me={me} />
              <SecurityState me={me} />
            </Columns>
            <Section title={t('overview.shortcutsTitle')}>
              <Shortcuts>
                {SHORTCUTS.map((shortcut) => (
                  <li key={shortcut.to}>
                    <AppLink to={shortcut.to}>
                      {t(`overview.shortcuts.${shortcut.key}.title`)}
                      <span>{t(`overview.shortcuts.${shortcut.key}.body`)}</span>
                    </AppLink>
                  </li>
                ))}
              </Shortcuts>
            </Section>
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
