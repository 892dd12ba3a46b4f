// The captcha and, under it, the emailed-code input with "Send code" and its resend countdown: the
// part sign-up and password recovery share. "Send code" checks the email field, then needs a solved
// captcha; after sending it renews the captcha, because the server has spent that key either way.
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useT } from '@portal/shared';
import type { MessageResponse, RequestEmailCodeBody } from '@portal/shared/contract';
import { AUTH_NS } from '../i18n';
import { CaptchaField, type CaptchaHandle, type CaptchaProofValue } from './captcha/CaptchaField';
import { EmailCodeField } from './EmailCodeField';
import { useFieldErrors } from './field-errors';
import { useSendCode } from './use-send-code';

interface EmailCodeValues {
  email: string;
  /** Optional in the register body, required in the reset body. */
  email_code?: string | null;
}

const NO_PROOF: CaptchaProofValue = { captcha_key: '', tiago2_cap_token: '' };

export interface EmailCodeWithCaptchaProps<T extends EmailCodeValues, O> {
  /** The form with the `email` to send to and the `email_code` field. */
  form: UseFormReturn<T, unknown, O>;
  purpose: 'register' | 'forgot_password';
  /** The request-email-code mutation of this flow. */
  request: UseMutationResult<MessageResponse, Error, RequestEmailCodeBody>;
  /** Also told every captcha proof (for a form whose submit needs the proof too). */
  onCaptchaChange?(value: CaptchaProofValue): void;
  /** A captcha error from the form's own validation (shown before "solve it first"). */
  captchaError?: string;
  /** Lets the form renew the captcha itself, e.g. after a failed submit. */
  captchaRef?: Ref<CaptchaHandle>;
}

export function EmailCodeWithCaptcha<T extends EmailCodeValues, O>({
  form,
  purpose,
  request,
  onCaptchaChange,
  captchaError,
  captchaRef,
}: EmailCodeWithCaptchaProps<T, O>) {
  const { t } = useT(AUTH_NS);
  const sender = useSendCode(request);
  const captcha = useRef<CaptchaHandle>(null);
  const [proof, setProof] = useState<CaptchaProofValue>(NO_PROOF);
  const [proofMissing, setProofMissing] = useState(false);
  // The generic form cannot prove its 'email' path type; T extends EmailCodeValues guarantees it.
  const codeForm = form as unknown as UseFormReturn<EmailCodeValues>;
  const fieldError = useFieldErrors(codeForm);

  useImperativeHandle(captchaRef, () => ({ renew: () => captcha.current?.renew() }), []);

  async function sendCode() {
    if (!(await codeForm.trigger('email'))) return codeForm.setFocus('email');
    if (!proof.tiago2_cap_token) return setProofMissing(true);
    await sender.send({ email: codeForm.getValues('email'), ...proof });
    captcha.current?.renew();
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
        error={fieldError('email_code')}
        sender={sender}
        onSend={() => void sendCode()}
        {...codeForm.register('email_code')}
      />
    </>
  );
}
