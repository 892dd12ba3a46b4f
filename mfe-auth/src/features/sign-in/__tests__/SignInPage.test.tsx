import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, setLanguage, useSession } from '@portal/shared';
import { captchaKeyAnswer, deferred, serverError, tokenAnswer } from '../../../test-utils/fixtures';
import { solveCaptcha } from '../../../test-utils/fake-cap-widget';
import { renderRoute } from '@portal/shared/test/render-route';
import { loadCapWidget } from '../../../lib/captcha/load-cap-widget';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { getCaptchaKey: jest.fn(), authLogin: jest.fn() },
}));
jest.mock('../../../lib/captcha/load-cap-widget', () => ({
  loadCapWidget: jest.fn(async () => jest.requireActual('../../../test-utils/fake-cap-widget').defineFakeCapWidget()),
}));

const getCaptchaKey = api.getCaptchaKey as jest.Mock;
const authLogin = api.authLogin as jest.Mock;
const loadWidget = loadCapWidget as jest.Mock;
const setTokens = jest.fn();
const realSetTokens = useSession.getState().setTokens;

beforeEach(() => {
  getCaptchaKey.mockReset().mockImplementation(async () => captchaKeyAnswer('login'));
  authLogin.mockReset();
  loadWidget.mockClear();
  setTokens.mockReset();
  useSession.setState({ setTokens });
});
afterAll(() => useSession.setState({ setTokens: realSetTokens }));

async function fillCredentials(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ann@example.com',
  password = 'secret-pass',
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await screen.findByText('Human check');
  await waitFor(() => expect(document.querySelector('cap-widget')).not.toBeNull());
  solveCaptcha('solved-token');
}

const submitButton = () => screen.getByRole('button', { name: /^(Sign in|Signing in…)$/ });

describe('sign-in page', () => {
  it('explains each invalid field in plain words', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/auth/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Complete the human check first.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(submitButton());
    expect(await screen.findByText('Enter a valid email address, such as name@example.com.')).toBeInTheDocument();
    expect(authLogin).not.toHaveBeenCalled();
  });

  it('disables the submit button while signing in, then stores the tokens and follows a safe redirect', async () => {
    const user = userEvent.setup();
    const answer = deferred<typeof tokenAnswer>();
    authLogin.mockReturnValue(answer.promise);
    renderRoute(routes, '/auth/sign-in?redirect=%2Fuser%2Fwallet%3Ftab%3D2');
    await screen.findByLabelText('Email');
    await fillCredentials(user);
    await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in on this device' }));
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(authLogin).toHaveBeenCalledWith({
      body: expect.objectContaining({
        email: 'ann@example.com',
        password: 'secret-pass',
        is_remember_me: true,
        tiago2_cap_token: 'solved-token',
        captcha_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    });
    answer.resolve(tokenAnswer);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/user\/wallet\?tab=2$/);
    expect(setTokens).toHaveBeenCalledWith('access.jwt', 'refresh.jwt');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com'])('ignores the external redirect %s', async (target) => {
    const user = userEvent.setup();
    authLogin.mockResolvedValue(tokenAnswer);
    renderRoute(routes, `/auth/sign-in?redirect=${encodeURIComponent(target)}`);
    await screen.findByLabelText('Email');
    await fillCredentials(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/user\/dashboard$/);
  });

  it('asks for the two-factor code with no second human check, keeping email and password', async () => {
    const user = userEvent.setup();
    authLogin.mockRejectedValueOnce(serverError(401, 'Two-factor code required', 'two_fa_required'));
    renderRoute(routes, '/auth/sign-in');
    await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Two-factor code')).not.toBeInTheDocument();
    await fillCredentials(user);
    await user.click(submitButton());
    const codeField = await screen.findByLabelText('Two-factor code');
    await waitFor(() => expect(codeField).toHaveFocus());
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    // The password step left a ticket for the code step: the human check is not asked again.
    expect(screen.queryByText('Human check')).not.toBeInTheDocument();

    authLogin.mockRejectedValueOnce(serverError(401, 'Invalid code', 'two_fa_invalid'));
    await user.type(codeField, '123456');
    await user.click(submitButton());
    expect(
      await screen.findByText('That code is not right or was already used. Try the newest code.'),
    ).toBeInTheDocument();
    const codeStep = authLogin.mock.lastCall?.[0] as { body: Record<string, unknown> };
    expect(codeStep.body).toMatchObject({ email: 'ann@example.com', password: 'secret-pass', two_fa_code: '123456' });
    expect(codeStep.body).not.toHaveProperty('captcha_key');
    expect(codeStep.body).not.toHaveProperty('tiago2_cap_token');
    // A mistyped code gets a new ticket: still no human check; the right code signs in.
    expect(screen.queryByText('Human check')).not.toBeInTheDocument();
    authLogin.mockResolvedValueOnce(tokenAnswer);
    await user.clear(codeField);
    await user.type(codeField, '654321');
    await user.click(submitButton());
    await waitFor(() => expect(setTokens).toHaveBeenCalledWith('access.jwt', 'refresh.jwt'));
    expect(getCaptchaKey).toHaveBeenCalledTimes(1);
  });

  it('brings the human check back when the code step’s ticket is gone', async () => {
    const user = userEvent.setup();
    authLogin.mockRejectedValueOnce(serverError(401, 'Two-factor code required', 'two_fa_required'));
    renderRoute(routes, '/auth/sign-in');
    await screen.findByLabelText('Email');
    await fillCredentials(user);
    await user.click(submitButton());
    const codeField = await screen.findByLabelText('Two-factor code');
    authLogin.mockRejectedValueOnce(serverError(400, 'Complete the captcha first', 'captcha_invalid'));
    await user.type(codeField, '123456');
    await user.click(submitButton());
    expect(await screen.findByText('Human check')).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('Complete the human check first.')).toBeInTheDocument();
    expect(authLogin).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.querySelector('cap-widget')).not.toBeNull());
    solveCaptcha('third-token');
    authLogin.mockResolvedValueOnce(tokenAnswer);
    await user.click(submitButton());
    await waitFor(() =>
      expect(authLogin).toHaveBeenLastCalledWith({
        body: expect.objectContaining({ two_fa_code: '123456', tiago2_cap_token: 'third-token' }),
      }),
    );
  });

  it('says how long to wait when there were too many attempts', async () => {
    const user = userEvent.setup();
    authLogin.mockRejectedValueOnce(
      serverError(429, 'Too many attempts. Try again in 8 minutes.', 'rate_limited', 480),
    );
    renderRoute(routes, '/auth/sign-in');
    await screen.findByLabelText('Email');
    await fillCredentials(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 8 minutes.');
  });

  it('takes a recovery code instead of the app’s code when the customer asks for it', async () => {
    const user = userEvent.setup();
    authLogin.mockRejectedValueOnce(serverError(401, 'Two-factor code required', 'two_fa_required'));
    renderRoute(routes, '/auth/sign-in');
    await screen.findByLabelText('Email');
    await fillCredentials(user);
    await user.click(submitButton());
    await screen.findByLabelText('Two-factor code');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = await screen.findByLabelText('Recovery code');
    await waitFor(() => expect(recovery).toHaveFocus());
    expect(recovery).toHaveAttribute('inputmode', 'text');
    await user.type(recovery, 'x');
    await user.click(submitButton());
    expect(
      await screen.findByText('Enter the 6-digit code, or a recovery code such as abcde-fgh23.'),
    ).toBeInTheDocument();
    expect(authLogin).toHaveBeenCalledTimes(1);

    authLogin.mockResolvedValueOnce(tokenAnswer);
    await user.clear(recovery);
    await user.type(recovery, 'abcde-fgh23');
    await user.click(submitButton());
    await waitFor(() =>
      expect(authLogin).toHaveBeenLastCalledWith({ body: expect.objectContaining({ two_fa_code: 'abcde-fgh23' }) }),
    );
  });

  it("shows the server's message above the submit button and renews the captcha", async () => {
    const user = userEvent.setup();
    authLogin.mockRejectedValueOnce(serverError(400, 'This account is suspended.'));
    renderRoute(routes, '/auth/sign-in');
    await screen.findByLabelText('Email');
    await fillCredentials(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account is suspended.');
    await waitFor(() => expect(getCaptchaKey).toHaveBeenCalledTimes(2));
    expect(within(document.body).getAllByText('Human check')).toHaveLength(1);
    expect(setTokens).not.toHaveBeenCalled();
  });

  it('keeps everything typed after a failed sign-in', async () => {
    const user = userEvent.setup();
    authLogin.mockRejectedValueOnce(serverError(401, 'Wrong email or password.'));
    renderRoute(routes, '/auth/sign-in');
    await screen.findByLabelText('Email');
    await fillCredentials(user);
    const rememberMe = screen.getByRole('checkbox', { name: 'Keep me signed in on this device' });
    await user.click(rememberMe);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    expect(rememberMe).toBeChecked();
    await waitFor(() => expect(submitButton()).toBeEnabled());

    // A submit stopped by validation (the renewed captcha is unsolved) loses nothing either.
    await user.click(submitButton());
    expect(await screen.findByText('Complete the human check first.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    expect(rememberMe).toBeChecked();
    expect(authLogin).toHaveBeenCalledTimes(1);
  });

  it('checks a field when it loses focus, and clears the error as soon as it is fixed', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/auth/sign-in');
    await user.type(await screen.findByLabelText('Email'), 'ann@');
    expect(screen.queryByText('Enter a valid email address, such as name@example.com.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a valid email address, such as name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    // Other fields are not judged before the visitor has been there.
    expect(screen.queryByText('Enter your password.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await waitFor(() =>
      expect(screen.queryByText('Enter a valid email address, such as name@example.com.')).not.toBeInTheDocument(),
    );
  });

  it('loads the captcha only once the visitor starts on the form', async () => {
    renderRoute(routes, '/auth/sign-in');
    const email = await screen.findByLabelText('Email');
    expect(screen.getByText('The human check loads when you start filling in the form.')).toBeInTheDocument();
    await act(async () => undefined);
    expect(getCaptchaKey).not.toHaveBeenCalled();
    expect(loadWidget).not.toHaveBeenCalled();

    act(() => email.focus());
    await waitFor(() => expect(document.querySelector('cap-widget')).not.toBeNull());
    expect(getCaptchaKey).toHaveBeenCalledTimes(1);
    expect(getCaptchaKey).toHaveBeenCalledWith(expect.objectContaining({ query: { captcha_key_type: 'login' } }));
    expect(loadWidget).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The human check loads when you start filling in the form.')).not.toBeInTheDocument();
  });

  it('a submit before any interaction loads the captcha and says it is not solved yet', async () => {
    renderRoute(routes, '/auth/sign-in?email=ann%40example.com');
    await screen.findByLabelText('Email');
    // As a password manager would: fill and submit without focusing, clicking or typing in the form.
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(await screen.findByText('Complete the human check first.')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('cap-widget')).not.toBeNull());
    expect(getCaptchaKey).toHaveBeenCalledTimes(1);
    expect(authLogin).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');

    solveCaptcha('late-token');
    expect(screen.queryByText('Complete the human check first.')).not.toBeInTheDocument();
  });

  it('prefills the email from ?email= and links to sign-up and password recovery', async () => {
    renderRoute(routes, '/auth/sign-in?email=bob%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('bob@example.com');
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/auth/sign-up');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(document.title).toMatch(/^Sign in · /);
  });
});

describe('sign-in page in Chinese', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows every label in zh-CN', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/auth/sign-in', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByLabelText('邮箱')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入邮箱地址。')).toBeInTheDocument();
    expect(screen.getByText('请先完成人机验证。')).toBeInTheDocument();
  });
});
