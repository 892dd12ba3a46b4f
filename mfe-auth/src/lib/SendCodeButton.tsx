// "Send code" with its pending state and the resend countdown.
import { Button, useT } from '@portal/shared';
import { AUTH_NS } from '../i18n';

export interface SendCodeButtonProps {
  onSend(): void;
  pending: boolean;
  /** Seconds until the code may be sent again; 0 when it may be sent now. */
  remaining: number;
}

export function SendCodeButton({ onSend, pending, remaining }: SendCodeButtonProps) {
  const { t } = useT(AUTH_NS);
  const label = pending
    ? t('sendCode.sending')
    : remaining > 0
      ? t('sendCode.resendIn', { seconds: remaining })
      : t('sendCode.send');
  return (
    <Button variant="secondary" onClick={onSend} loading={pending} disabled={remaining > 0}>
      {label}
    </Button>
  );
}
