// Paths of other slices (e.g. /user/dashboard after signing in) when this remote runs alone.
import { useLocation } from '@portal/shared';
import { AppLink, Button, selectIsSignedIn, Stack, Text, useSession, useT } from '@portal/shared';
import { AUTH_NS } from '../i18n';

export function StandaloneElsewhere() {
  const { t } = useT(AUTH_NS);
  const { pathname } = useLocation();
  const signedIn = useSession(selectIsSignedIn);
  const logout = useSession((state) => state.logout);
  return (
    <Stack gap={2}>
      <Text>{t('standalone.outside', { path: pathname })}</Text>
      {signedIn ? (
        <>
          <Text tone="success">{t('standalone.signedIn')}</Text>
          <Button variant="secondary" onClick={logout}>
            {t('standalone.signOut')}
          </Button>
        </>
      ) : (
        <AppLink to="/auth/sign-in">{t('standalone.toSignIn')}</AppLink>
      )}
    </Stack>
  );
}
