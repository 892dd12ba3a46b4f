// Sign-in: email, password, remember me, captcha, and the second factor once the server asks for it
// (TwoFaStep, its own chunk: a page without two-factor never loads it). One human check per sign-in: the
// password step leaves a single-use ticket in an HttpOnly cookie, which the code step sends instead of a
// captcha (and a mistyped code gets a new one); only when the ticket is gone is the captcha back.
// The inputs are uncontrolled and read on submit, so a failed sign-in keeps everything typed.
import { lazy, Suspense, useRef, useState, useTransition, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared';
import { api, Button, Checkbox, Form, isApiError, PasswordField, useSession, useT } from '@portal/shared';
import type { LoginBody } from '@portal/shared/contract/auth';
import { AUTH_NS } from '../../../i18n';
import { CaptchaField } from '../../../lib/captcha/CaptchaField';
import { NO_CAPTCHA_PROOF, type CaptchaHandle, type CaptchaProofValue } from '../../../lib/captcha/captcha-types';
import { EmailField } from '../../../lib/EmailField';
import { CAPTCHA_FIELD } from '../../../lib/form/field-errors';
import { useValidatedForm } from '../../../lib/form/use-validated-form';
import { FormProblem, type Problem } from '../../../lib/FormProblem';
import { safeRedirectTarget } from '../../../lib/redirect';
import { validateSignIn } from '../validate-sign-in';

const TwoFaStep = lazy(() => import('./TwoFaStep'));

export function SignInForm() {
  const { t } = useT(AUTH_NS);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [signingIn, startSigningIn] = useTransition();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [twoFaRequired, setTwoFaRequired] = useState(false);
  /** The server holds a ticket for this browser's code step: no captcha this time. */
  const [ticketHeld, setTicketHeld] = useState(false);
  const captchaField = useRef<CaptchaHandle>(null);
  const [captchaProof, setCaptchaProof] = useState<CaptchaProofValue>(NO_CAPTCHA_PROOF);
  const form = useValidatedForm((fields) => validateSignIn(fields, ticketHeld ? null : captchaProof));

  function onCaptchaChange(value: CaptchaProofValue) {
    setCaptchaProof(value);
    if (value.tiago2_cap_token) form.clearError(CAPTCHA_FIELD);
  }

  /** The server has spent the captcha key (or the ticket), whatever the reason the sign-in failed. */
  function failed(next: Problem | null, ticket = false) {
    setTicketHeld(ticket);
    setCaptchaProof(NO_CAPTCHA_PROOF);
    captchaField.current?.renew();
    setProblem(next);
  }

  async function signIn(body: LoginBody) {
    try {
      const answer = await api.authLogin({ body });
      if (!answer.is_success) return failed({ message: answer.message });
      useSession.getState().setTokens(answer.result.access_token, answer.result.refresh_token);
      navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      if (code === 'two_fa_required') {
        failed(null, true);
        setTwoFaRequired(true);
      } else if (code === 'two_fa_invalid') {
        failed(null, true);
        form.setError('two_fa_code', { key: 'server.two_fa_invalid' }, { focus: true });
      } else {
        failed({ error });
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signingIn) return;
    const body = form.validateAll();
    if (!body) return;
    setProblem(null);
    startSigningIn(() => signIn(body));
  }

  return (
    <Form {...form.formProps} onSubmit={onSubmit} aria-label={t('signIn.title')}>
      <EmailField name="email" defaultValue={searchParams.get('email') ?? ''} error={form.error('email')} />
      <PasswordField
        name="password"
        label={t('fields.password')}
        autoComplete="current-password"
        error={form.error('password')}
      />
      {twoFaRequired ? (
        <Suspense fallback={null}>
          <TwoFaStep error={form.error('two_fa_code')} />
        </Suspense>
      ) : null}
      <Checkbox name="is_remember_me" label={t('fields.rememberMe')} />
      {ticketHeld ? null : (
        <CaptchaField ref={captchaField} purpose="login" onChange={onCaptchaChange} error={form.error(CAPTCHA_FIELD)} />
      )}
      <FormProblem problem={problem} />
      <Button type="submit" fullWidth size="lg" loading={signingIn}>
        {signingIn ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </Form>
  );
}
