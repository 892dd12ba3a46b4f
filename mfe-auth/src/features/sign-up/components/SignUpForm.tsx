// Sign-up: name, email, password twice, the emailed code (captcha-protected "Send code") and an
// optional invite code, checked before submitting. Success stores the tokens and opens the dashboard.
// The inputs are uncontrolled and read on submit, so a failed sign-up keeps everything typed.
import { useState, useTransition, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared';
import { api, Button, Form, isApiError, PasswordField, TextField, useSession, useT } from '@portal/shared';
import type { RegisterBody, RequestEmailCodeBody } from '@portal/shared/contract/auth';
import { AUTH_NS } from '../../../i18n';
import { useDescribeAuthError } from '../../../lib/describe-auth-error';
import { EmailCodeWithCaptcha } from '../../../lib/EmailCodeWithCaptcha';
import { EmailField } from '../../../lib/EmailField';
import { useValidatedForm } from '../../../lib/form/use-validated-form';
import { FormProblem, type Problem } from '../../../lib/FormProblem';
import { DEFAULT_AFTER_SIGN_IN } from '../../../lib/redirect';
import { useInviteCheck } from '../use-invite-check';
import { validateSignUp } from '../validate-sign-up';
import { InviteCodeHint, inviteCodeError } from './InviteCodeStatus';

/** Server refusals that belong to one field, shown under it instead of above the button. */
const FIELD_OF_CODE: Record<string, 'email' | 'email_code' | 'invite_code'> = {
  email_taken: 'email',
  email_code_invalid: 'email_code',
  invite_code_invalid: 'invite_code',
};

const requestEmailCode = (body: RequestEmailCodeBody) => api.authRegisterRequestEmailCode({ body });

export function SignUpForm() {
  const { t } = useT(AUTH_NS);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [submitting, startSubmitting] = useTransition();
  const invite = useInviteCheck();
  const describe = useDescribeAuthError();
  const [problem, setProblem] = useState<Problem | null>(null);
  const form = useValidatedForm(validateSignUp);
  const checkingInvite = invite.check?.status === 'checking';

  async function register(values: RegisterBody) {
    try {
      const answer = await api.authRegister({ body: { ...values, invite_code: values.invite_code?.trim() || null } });
      if (!answer.is_success) return setProblem({ message: answer.message });
      useSession.getState().setTokens(answer.result.access_token, answer.result.refresh_token);
      navigate(DEFAULT_AFTER_SIGN_IN, { replace: true });
    } catch (error) {
      const field = isApiError(error) ? FIELD_OF_CODE[error.code ?? ''] : undefined;
      if (field) {
        form.setError(field, { text: describe(error) }, { focus: true });
      } else {
        setProblem({ error });
      }
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || checkingInvite) return;
    const values = form.validateAll();
    if (!values) return;
    setProblem(null);
    // Outside the transition: its "checking…" state shows at once (an action's own updates would only
    // show when it ends) and keeps the button busy; a refused code stops here.
    if (!(await invite.verify(values.invite_code))) return form.focus('invite_code');
    startSubmitting(() => register(values));
  }

  return (
    <Form {...form.formProps} onSubmit={(event) => void onSubmit(event)} aria-label={t('signUp.title')}>
      <TextField name="name" label={t('fields.name')} autoComplete="nickname" error={form.error('name')} />
      <EmailField name="email" error={form.error('email')} />
      <PasswordField
        name="password"
        label={t('fields.password')}
        autoComplete="new-password"
        hint={form.error('password') ? undefined : t('hints.newPassword')}
        error={form.error('password')}
      />
      <PasswordField
        name="re_password"
        label={t('fields.rePassword')}
        autoComplete="new-password"
        error={form.error('re_password')}
      />
      <EmailCodeWithCaptcha form={form} purpose="register" request={requestEmailCode} />
      <TextField
        name="invite_code"
        label={t('fields.inviteCode')}
        autoComplete="off"
        defaultValue={searchParams.get('invite') ?? searchParams.get('code') ?? ''}
        onBlur={(event) => void invite.verify(event.target.value)}
        hint={invite.check?.status === 'invalid' ? undefined : <InviteCodeHint check={invite.check} />}
        error={inviteCodeError(invite.check, t('signUp.inviteInvalid')) ?? form.error('invite_code')}
      />
      <FormProblem problem={problem} />
      <Button type="submit" fullWidth size="lg" loading={submitting || checkingInvite}>
        {submitting ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </Form>
  );
}
