// Password recovery: email + captcha → "Send code", then the code and the new password twice.
import { useRef, useState } from 'react';
import { Button, describeError, Form, isApiError, PasswordField, TextField, useT, useZodForm } from '@portal/shared';
import { AUTH_NS } from '../../../i18n';
import { CaptchaField, type CaptchaHandle } from '../../../lib/captcha/CaptchaField';
import { captchaIntoForm } from '../../../lib/captcha/captcha-form';
import { EmailCodeField } from '../../../lib/EmailCodeField';
import { TRANSLATED, useFieldErrors } from '../../../lib/field-errors';
import { FormProblem, type Problem } from '../../../lib/FormProblem';
import { useSendCode } from '../../../lib/use-send-code';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../forgot-password-schema';
import { useRequestResetEmailCode, useResetPassword } from '../api';

export function ForgotPasswordForm({ onDone }: { onDone(email: string): void }) {
  const { t } = useT(AUTH_NS);
  const reset = useResetPassword();
  const sender = useSendCode(useRequestResetEmailCode());
  const captchaRef = useRef<CaptchaHandle>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useZodForm(forgotPasswordSchema, {
    defaultValues: { email: '', email_code: '', password: '', re_password: '', captcha_key: '', tiago2_cap_token: '' },
  });
  const fieldError = useFieldErrors(form);
  const { register, handleSubmit, trigger, getValues, setError, setFocus } = form;

  async function sendCode() {
    if (!(await trigger('email'))) return setFocus('email');
    const [email, captchaKey, token] = getValues(['email', 'captcha_key', 'tiago2_cap_token']);
    if (!token) return setError('tiago2_cap_token', { type: 'required' });
    await sender.send({ email, captcha_key: captchaKey, tiago2_cap_token: token });
    // The key is spent whether or not the code went out; the reset itself needs a fresh check.
    captchaRef.current?.renew();
  }

  const submit = async ({ re_password: _again, ...body }: ForgotPasswordValues) => {
    setProblem(null);
    try {
      const answer = await reset.mutateAsync(body);
      if (!answer.is_success) {
        captchaRef.current?.renew();
        return setProblem({ message: answer.message });
      }
      onDone(body.email);
    } catch (error) {
      captchaRef.current?.renew();
      if (isApiError(error) && error.code === 'email_code_invalid') {
        setError('email_code', { type: TRANSLATED, message: describeError(error) }, { shouldFocus: true });
      } else {
        setProblem({ error });
      }
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(submit)(event)} aria-label={t('forgot.title')}>
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={fieldError('email')}
        {...register('email')}
      />
      <CaptchaField
        ref={captchaRef}
        purpose="forgot_password"
        onChange={captchaIntoForm(form)}
        error={fieldError('tiago2_cap_token') ?? fieldError('captcha_key')}
      />
      <EmailCodeField
        error={fieldError('email_code')}
        sender={sender}
        onSend={() => void sendCode()}
        {...register('email_code')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={fieldError('password') ? undefined : t('hints.newPassword')}
        error={fieldError('password')}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.newRePassword')}
        autoComplete="new-password"
        error={fieldError('re_password')}
        {...register('re_password')}
      />
      <FormProblem problem={problem} />
      <Button type="submit" fullWidth size="lg" loading={reset.isPending}>
        {reset.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </Form>
  );
}
