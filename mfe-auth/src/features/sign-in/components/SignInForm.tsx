// Sign-in: email, password, remember me, captcha, and the 2FA code once the server asks for it.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared';
import {
  Button,
  Checkbox,
  Form,
  isApiError,
  PasswordField,
  TextField,
  useSession,
  useT,
  useZodForm,
} from '@portal/shared';
import { loginBody, type LoginBody } from '@portal/shared/contract';
import { AUTH_NS } from '../../../i18n';
import { CaptchaField, type CaptchaHandle } from '../../../lib/captcha/CaptchaField';
import { captchaIntoForm } from '../../../lib/captcha/captcha-form';
import { EmailField } from '../../../lib/EmailField';
import { TRANSLATED, useFieldErrors } from '../../../lib/field-errors';
import { FormProblem, type Problem } from '../../../lib/FormProblem';
import { safeRedirectTarget } from '../../../lib/redirect';
import { TwoFaNotice } from './TwoFaNotice';
import { useLogin } from '../api';

export function SignInForm() {
  const { t } = useT(AUTH_NS);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [twoFaRequired, setTwoFaRequired] = useState(false);
  const form = useZodForm(loginBody, {
    defaultValues: {
      email: searchParams.get('email') ?? '',
      password: '',
      is_remember_me: false,
      captcha_key: '',
      tiago2_cap_token: '',
    },
  });
  const fieldError = useFieldErrors(form);
  const { register, handleSubmit, setError, setFocus, setValue, watch } = form;

  useEffect(() => {
    if (twoFaRequired) setFocus('two_fa_code');
  }, [twoFaRequired, setFocus]);

  /** The server has spent the captcha key, whatever the reason the sign-in failed. */
  function failed(next: Problem | null) {
    captchaRef.current?.renew();
    setProblem(next);
  }

  const submit = async (values: LoginBody) => {
    setProblem(null);
    try {
      const answer = await login.mutateAsync({
        ...values,
        two_fa_code: twoFaRequired ? values.two_fa_code : undefined,
      });
      if (!answer.is_success) return failed({ message: answer.message });
      useSession.getState().setTokens(answer.result.access_token, answer.result.refresh_token);
      navigate(safeRedirectTarget(searchParams.get('redirect')), { replace: true });
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      if (code === 'two_fa_required') {
        failed(null);
        setTwoFaRequired(true);
      } else if (code === 'two_fa_invalid') {
        failed(null);
        setError('two_fa_code', { type: TRANSLATED, message: t('server.two_fa_invalid') }, { shouldFocus: true });
      } else {
        failed({ error });
      }
    }
  };

  return (
    <Form onSubmit={(event) => void handleSubmit(submit)(event)} aria-label={t('signIn.title')}>
      <EmailField error={fieldError('email')} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={fieldError('password')}
        {...register('password')}
      />
      {twoFaRequired ? (
        <>
          <TwoFaNotice />
          <TextField
            label={t('fields.twoFaCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint={t('hints.twoFaCode')}
            error={fieldError('two_fa_code')}
            {...register('two_fa_code')}
          />
        </>
      ) : null}
      <Checkbox
        label={t('fields.rememberMe')}
        checked={watch('is_remember_me') ?? false}
        onCheckedChange={(checked) => setValue('is_remember_me', checked === true)}
      />
      <CaptchaField
        ref={captchaRef}
        purpose="login"
        onChange={captchaIntoForm(form)}
        error={fieldError('tiago2_cap_token') ?? fieldError('captcha_key')}
      />
      <FormProblem problem={problem} />
      <Button type="submit" fullWidth size="lg" loading={login.isPending}>
        {login.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </Form>
  );
}
