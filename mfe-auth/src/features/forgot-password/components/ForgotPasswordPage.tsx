// /auth/forgot-password
import { useState } from 'react';
import { AppLink, useT } from '@portal/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthFooter, FooterLine } from '../../../lib/AuthFooter';
import { AuthHeader } from '../../../lib/AuthHeader';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetDone } from './ResetDone';
import '../strings';

export default function ForgotPasswordPage() {
  const { t } = useT(AUTH_NS);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  return (
    <>
      <AuthHeader title={t('forgot.title')} subtitle={doneFor === null ? t('forgot.subtitle') : undefined} />
      {doneFor === null ? <ForgotPasswordForm onDone={setDoneFor} /> : <ResetDone email={doneFor} />}
      {doneFor === null ? (
        <AuthFooter>
          <FooterLine>
            {t('forgot.remembered')} <AppLink to="/auth/sign-in">{t('forgot.signInLink')}</AppLink>
          </FooterLine>
        </AuthFooter>
      ) : null}
    </>
  );
}
