// /auth/sign-in
import { AppLink, useT } from '@portal/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthFooter, FooterLine } from '../../../lib/AuthFooter';
import { AuthHeader, siteName } from '../../../lib/AuthHeader';
import { SignInForm } from './SignInForm';

export default function SignInPage() {
  const { t } = useT(AUTH_NS);
  return (
    <>
      <AuthHeader title={t('signIn.title')} subtitle={t('signIn.subtitle', { siteName: siteName() })} />
      <SignInForm />
      <AuthFooter>
        <FooterLine>
          {t('signIn.noAccount')} <AppLink to="/auth/sign-up">{t('signIn.signUpLink')}</AppLink>
        </FooterLine>
        <AppLink to="/auth/forgot-password">{t('signIn.forgot')}</AppLink>
      </AuthFooter>
    </>
  );
}
