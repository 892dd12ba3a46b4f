// /auth/sign-up
import { AppLink, useT } from '@portal/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthFooter, FooterLine } from '../../../lib/AuthFooter';
import { AuthHeader, siteName } from '../../../lib/AuthHeader';
import { SignUpForm } from './SignUpForm';
import '../strings';

export default function SignUpPage() {
  const { t } = useT(AUTH_NS);
  return (
    <>
      <AuthHeader title={t('signUp.title')} subtitle={t('signUp.subtitle', { siteName: siteName() })} />
      <SignUpForm />
      <AuthFooter>
        <FooterLine>
          {t('signUp.haveAccount')} <AppLink to="/auth/sign-in">{t('signUp.signInLink')}</AppLink>
        </FooterLine>
      </AuthFooter>
    </>
  );
}
