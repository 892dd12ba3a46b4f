// Password recovery: email + captcha → "Send code", then the code and the new password twice.
import { useRef, useState } from 'react';
import { Button, describeError, Form, isApiError, PasswordField, useT, useZodForm } from '@portal/shared';
import { AUTH_NS } from '../../../i18n';
import { type CaptchaHandle } from '../../../lib/captcha/CaptchaField';
import { captchaIntoForm } from '../../../lib/captcha/captcha-form';
import { EmailCodeWithCaptcha } from '../../../lib/EmailCodeWithCaptcha';
import { EmailField } from '../../../lib/EmailField';
import { TRANSLATED, useFieldErrors } from '../../../lib/field-errors';
import { FormProblem, type Problem } from '../../../lib/FormProblem';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../forgot-password-schema';
import { useRequestResetEmailCode, useResetPassword } from '../api';

export function ForgotPasswordForm({ onDone }: { onDone(email: string): void }) {
  const { t } = useT(AUTH_NS);
  const reset = useResetPassword();
  const requestCode = useRequestResetEmailCode();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useZodForm(forgotPasswordSchema, {
    defaultValues: { email: '', email_code: '', password: '', re_password: '', captcha_key: '', tiago2_cap_token: '' },
  });
  const fieldError = useFieldErrors(form);
  const { register, handleSubmit, setError } = form;

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
      <EmailField error={fieldError('email')} {...register('email')} />
      <EmailCodeWithCaptcha
        form={form}
        purpose="forgot_password"
        request={requestCode}
        captchaRef={captchaRef}
        onCaptchaChange={captchaIntoForm(form)}
        captchaError={fieldError('tiago2_cap_token') ?? fieldError('captcha_key')}
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
