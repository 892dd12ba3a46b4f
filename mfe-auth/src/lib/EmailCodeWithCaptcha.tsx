// The captcha and, under it, the emailed-code input with "Send code" and its resend countdown: the
// part sign-up and password recovery share. "Send code" checks the email field, then needs a solved
// captcha; after sending it renews the captcha, because the server has spent that key either way —
// and, where the form's own submit needs a proof too (password reset), solves the new one in the
// background, so the visitor makes one human check per attempt.
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useT } from '@portal/shared';
import { AUTH_NS } from '../i18n';
import { CaptchaField } from './captcha/CaptchaField';
import { NO_CAPTCHA_PROOF, type CaptchaHandle, type CaptchaProofValue } from './captcha/captcha-types';
import { EmailCodeField } from './EmailCodeField';
import type { ValidatedForm } from './form/use-validated-form';
import { useSendCode, type RequestEmailCode } from './use-send-code';

export interface EmailCodeWithCaptchaProps {
  /** The form with the `email` to send to; the code input joins it as `email_code`. */
  form: ValidatedForm<unknown>;
  purpose: 'register' | 'forgot_password';
  /** The request-email-code call of this flow. */
  request: RequestEmailCode;
  /** Also told every captcha proof (for a form whose submit needs the proof too). */
  onCaptchaChange?(value: CaptchaProofValue): void;
  /** A captcha error from the form's own validation (shown before "solve it first"). */
  captchaError?: string;
  /** Lets the form renew the captcha itself, e.g. after a failed submit. */
  captchaRef?: Ref<CaptchaHandle>;
  /** The form's submit needs a solved captcha too: solve the renewed one without asking again. */
  solveAfterSend?: boolean;
}

export function EmailCodeWithCaptcha({
  form,
  purpose,
  request,
  onCaptchaChange,
  captchaError,
  captchaRef,
  solveAfterSend = false,
}: EmailCodeWithCaptchaProps) {
  const { t } = useT(AUTH_NS);
  const sender = useSendCode(request, purpose);
  const captcha = useRef<CaptchaHandle>(null);
  const [proof, setProof] = useState<CaptchaProofValue>(NO_CAPTCHA_PROOF);
  const [proofMissing, setProofMissing] = useState(false);

  useImperativeHandle(
    captchaRef,
    () => ({
      renew: (options) => captcha.current?.renew(options),
      solved: () => captcha.current?.solved() ?? Promise.resolve(null),
    }),
    [],
  );

  async function sendCode() {
    if (!form.validateField('email', { focus: true })) return;
    const email = form.fields().email ?? '';
    if (!proof.tiago2_cap_token) return setProofMissing(true);
    await sender.send({ email, ...proof });
    captcha.current?.renew({ solve: solveAfterSend });
  }

  function onCaptcha(value: CaptchaProofValue) {
    setProof(value);
    if (value.tiago2_cap_token) setProofMissing(false);
    onCaptchaChange?.(value);
  }

  return (
    <>
      <CaptchaField
        ref={captcha}
        purpose={purpose}
        onChange={onCaptcha}
        error={captchaError ?? (proofMissing ? t('errors.captchaRequired') : undefined)}
      />
      <EmailCodeField
        name="email_code"
        error={form.error('email_code')}
        sender={sender}
        onSend={() => void sendCode()}
      />
    </>
  );
}
