// The second step of a sign-in with two-factor authentication, in its own chunk: the sign-in page loads
// it only when the server answers two_fa_required. The code from the authenticator app, or — for a
// lost phone — one of the recovery codes (each works once). The field keeps its name, two_fa_code.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, TextField, useT } from '@portal/shared';
import { AUTH_NS } from '../../../i18n';
import '../two-fa-strings';

export default function TwoFaStep({ error }: { error?: string }) {
  const { t } = useT(AUTH_NS);
  const [recovery, setRecovery] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    field.current?.focus();
  }, [recovery]);

  return (
    <>
      <Alert tone="info">{t('server.two_fa_required')}</Alert>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        ref={field}
        name="two_fa_code"
        label={recovery ? t('twoFa.recoveryLabel') : t('twoFa.label')}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 11 : 6}
        hint={recovery ? t('twoFa.recoveryHint') : t('twoFa.hint')}
        error={error}
      />
      <Button type="button" variant="ghost" size="sm" onClick={() => setRecovery((value) => !value)}>
        {recovery ? t('twoFa.useApp') : t('twoFa.useRecovery')}
      </Button>
    </>
  );
}
