// Sign-up: name, email, password twice, the emailed code (captcha-protected "Send code") and an
// optional invite code. Success stores the tokens and opens the dashboard.
import { useState } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared';
import { Button, Form, isApiError, PasswordField, TextField, useSession, useT, useZodForm } from '@portal/shared';
import { AUTH_NS } from '../../../i18n';
import { useDescribeAuthError } from '../../../lib/describe-auth-error';
import { EmailCodeWithCaptcha } from '../../../lib/EmailCodeWithCaptcha';
import { EmailField } from '../../../lib/EmailField';
import { TRANSLATED, useFieldErrors } from '../../../lib/field-errors';
import { FormProblem, type Problem } from '../../../lib/FormProblem';
import { DEFAULT_AFTER_SIGN_IN } from '../../../lib/redirect';
import { signUpSchema, type SignUpValues } from '../sign-up-schema';
import { useInviteCheck } from '../use-invite-check';
import { InviteCodeHint, inviteCodeError } from './InviteCodeStatus';
import { useRegister, useRequestRegisterEmailCode } from '../api';

/** Server refusals that belong to one field, shown under it instead of above the button. */
const FIELD_OF_CODE: Record<string, 'email' | 'email_code' | 'invite_code'> = {
  email_taken: 'email',
  email_code_invalid: 'email_code',
  invite_code_invalid: 'invite_code',
};

export function SignUpForm() {
  const { t } = useT(AUTH_NS);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signUp = useRegister();
  const requestCode = useRequestRegisterEmailCode();
  const invite = useInviteCheck();
  const describe = useDescribeAuthError();
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useZodForm(signUpSchema, {
    defaultValues: {
      name: '',
      email: '',
      password: '',
      re_password: '',
      email_code: '',
      invite_code: searchParams.get('invite') ?? searchParams.get('code') ?? '',
    },
  });
  const fieldError = useFieldErrors(form);
  const { register, handleSubmit, setError, setFocus } = form;

  const submit = async (values: SignUpValues) => {
    setProblem(null);
    if (!(await invite.verify(values.invite_code))) return setFocus('invite_code');
    try {
      const answer = await signUp.mutateAsync({ ...values, invite_code: values.invite_code?.trim() || null });
      if (!answer.is_success) return setProblem({ message: answer.message });
      useSession.getState().setTokens(answer.result.access_token, answer.result.refresh_token);
      navigate(DEFAULT_AFTER_SIGN_IN, { replace: true });
    } catch (error) {
      const field = isApiError(error) ? FIELD_OF_CODE[error.code ?? ''] : undefined;
      if (field) {
        setError(field, { type: TRANSLATED, message: describe(error) }, { shouldFocus: true });
      } else {
        setProblem({ error });
      }
    }
  };

  const inviteField = register('invite_code', {
    onBlur: (event: { target: { value: string } }) => invite.verify(event.target.value),
  });

  return (
    <Form onSubmit={(event) => void handleSubmit(submit)(event)} aria-label={t('signUp.title')}>
      <TextField label={t('fields.name')} autoComplete="nickname" error={fieldError('name')} {...register('name')} />
      <EmailField error={fieldError('email')} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={fieldError('password') ? undefined : t('hints.newPassword')}
        error={fieldError('password')}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.rePassword')}
        autoComplete="new-password"
        error={fieldError('re_password')}
        {...register('re_password')}
      />
      <EmailCodeWithCaptcha form={form} purpose="register" request={requestCode} />
      <TextField
        label={t('fields.inviteCode')}
        autoComplete="off"
        hint={invite.check?.status === 'invalid' ? undefined : <InviteCodeHint check={invite.check} />}
        error={inviteCodeError(invite.check, t('signUp.inviteInvalid')) ?? fieldError('invite_code')}
        {...inviteField}
      />
      <FormProblem problem={problem} />
      <Button type="submit" fullWidth size="lg" loading={signUp.isPending || invite.check?.status === 'checking'}>
        {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </Form>
  );
}
