// /user/account/security — two-factor authentication, security emails, reminders about the plan, the
// signed-in sessions and Telegram.
import { PageColumn, PageHeader, QueryView, useT } from '@portal/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { AccountNav } from '../../../lib/components/AccountNav';
import { useSecuritySettings } from '../api/use-security-settings';
import { NotificationsSection } from './NotificationsSection';
import { RemindersSection } from './RemindersSection';
import { SessionsSection } from './SessionsSection';
import { TelegramSection } from './TelegramSection';
import { TwoFactorSection } from './TwoFactorSection';

export default function SecurityPage() {
  const { t } = useT(ACCOUNT_NS);
  const settings = useSecuritySettings();
  return (
    <PageColumn>
      <PageHeader title={t('security.title')} intro={t('security.intro')} />
      <AccountNav />
      <QueryView query={settings} loadingLabel={t('security.loading')} errorTitle={t('security.loadFailed')}>
        {(data) => (
          <>
            <TwoFactorSection settings={data} />
            <NotificationsSection enabled={data.email_notification} />
          </>
        )}
      </QueryView>
      <RemindersSection />
      <SessionsSection />
      <TelegramSection />
    </PageColumn>
  );
}
