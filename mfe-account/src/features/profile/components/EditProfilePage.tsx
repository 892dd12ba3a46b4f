// /user/account/edit-profile — the display name (the header changes at once) and the sign-in email.
import { useEffect } from 'react';
import { PageColumn, PageHeader, QueryView, useLocation, useT } from '@portal/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { AccountNav } from '../../../lib/components/AccountNav';
import { Section } from '../../../lib/components/Section';
import { useAccountOverview } from '../../overview/api/use-account-overview';
import { EmailChangePanel } from './EmailChangePanel';
import { ProfileForm } from './ProfileForm';

/** /user/account/edit-profile#email (the overview's "Change email") scrolls to the email section. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

export default function EditProfilePage() {
  const { t } = useT(ACCOUNT_NS);
  const query = useAccountOverview();
  useScrollToHash(query.isSuccess);
  return (
    <PageColumn>
      <PageHeader title={t('profile.title')} intro={t('profile.intro')} />
      <AccountNav />
      <QueryView query={query} loadingLabel={t('overview.loading')} errorTitle={t('overview.loadFailed')}>
        {(me) => (
          <>
            <Section title={t('profile.nameTitle')} intro={t('profile.nameIntro')}>
              <ProfileForm key={me.user_name} name={me.user_name} />
            </Section>
            <EmailChangePanel key={me.email} email={me.email} pendingEmail={me.pending_email} />
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
