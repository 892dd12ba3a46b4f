// Password recovery: email + captcha → "Send code", then the code and the new password twice.
// The inputs are uncontrolled and read on submit, so a failed reset keeps everything typed. The reset
// needs a captcha proof of its own (the code request spent the first): the widget solves a new key in
// the background after "Send code" and after a failed reset, and a submit waits for it, so the
// visitor makes one human check per attempt.
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { api, Button, describeError, Form, isApiError, PasswordField, useT } from '@portal/shared';
import type { RequestEmailCodeBody, ResetPasswordBody } from '@portal/shared/contract/auth';
import { AUTH_NS } from '../../../i18n';
import { NO_CAPTCHA_PROOF, type CaptchaHandle, type CaptchaProofValue } from '../../../lib/captcha/captcha-types';
import { EmailCodeWithCaptcha } from '../../../lib/EmailCodeWithCaptcha';
import { EmailField } from '../../../lib/EmailField';
import { CAPTCHA_FIELD } from '../../../lib/form/field-errors';
import { useValidatedForm } from '../../../lib/form/use-validated-form';
import { FormProblem, type Problem } from '../../../lib/FormProblem';
import { validatePasswordReset } from '../validate-password-reset';

const requestEmailCode = (body: RequestEmailCodeBody) => api.authForgotPasswordRequestEmailCode({ body });

export function ForgotPasswordForm({ onDone }: { onDone(email: string): void }) {
  const { t } = useT(AUTH_NS);
  const [resetting, startResetting] = useTransition();
  const [problem, setProblem] = useState<Problem | null>(null);
  const captchaField = useRef<CaptchaHandle>(null);
  const captchaProof = useRef<CaptchaProofValue>(NO_CAPTCHA_PROOF);
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const form = useValidatedForm((fields) => validatePasswordReset(fields, captchaProof.current));

  function onCaptchaChange(value: CaptchaProofValue) {
    captchaProof.current = value;
    if (value.tiago2_cap_token) form.clearError(CAPTCHA_FIELD);
  }

  async function reset(body: ResetPasswordBody) {
    try {
      const answer = await api.authForgotPasswordResetPassword({ body });
      if (!answer.is_success) {
        captchaField.current?.renew({ solve: true });
        return setProblem({ message: answer.message });
      }
      onDone(body.email);
    } catch (error) {
      captchaField.current?.renew({ solve: true });
      if (isApiError(error) && error.code === 'email_code_invalid') {
        form.setError('email_code', { text: describeError(error) }, { focus: true });
      } else {
        setProblem({ error });
      }
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resetting || waitingForCaptcha) return;
    if (!captchaProof.current.tiago2_cap_token) {
      // A background check still running: wait for it rather than ask the visitor to solve it.
      setWaitingForCaptcha(true);
      await captchaField.current?.solved();
      setWaitingForCaptcha(false);
    }
    const body = form.validateAll();
    if (!body) return;
    setProblem(null);
    startResetting(() => reset(body));
  }

  return (
    <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)} aria-label={t('forgot.title')}>
      <EmailField name="email" error={form.error('email')} />
      <EmailCodeWithCaptcha
        form={form}
        purpose="forgot_password"
        request={requestEmailCode}
        captchaRef={captchaField}
        solveAfterSend
        onCaptchaChange={onCaptchaChange}
        captchaError={form.error(CAPTCHA_FIELD)}
      />
      <PasswordField
        name="password"
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={form.error('password') ? undefined : t('hints.newPassword')}
        error={form.error('password')}
      />
      <PasswordField
        name="re_password"
        label={t('fields.newRePassword')}
        autoComplete="new-password"
        error={form.error('re_password')}
      />
      <FormProblem problem={problem} />
      <Button type="submit" fullWidth size="lg" loading={resetting || waitingForCaptcha}>
        {resetting ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </Form>
  );
}
