import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useSession } from '@portal/shared';
import { captchaKeyAnswer, deferred, serverError, tokenAnswer } from '../../../test-utils/fixtures';
import { solveCaptcha } from '../../../test-utils/fake-cap-widget';
import { renderRoute } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    getCaptchaKey: jest.fn(),
    authRegister: jest.fn(),
    authRegisterRequestEmailCode: jest.fn(),
    authRegisterCheckInviteCode: jest.fn(),
  },
}));
jest.mock('../../../lib/captcha/load-cap-widget', () => ({
  loadCapWidget: jest.fn(async () => jest.requireActual('../../../test-utils/fake-cap-widget').defineFakeCapWidget()),
}));

const mocked = api as unknown as Record<
  'getCaptchaKey' | 'authRegister' | 'authRegisterRequestEmailCode' | 'authRegisterCheckInviteCode',
  jest.Mock
>;
const setTokens = jest.fn();
const realSetTokens = useSession.getState().setTokens;

beforeEach(() => {
  window.localStorage.clear();
  Object.values(mocked).forEach((mock) => mock.mockReset());
  mocked.getCaptchaKey.mockImplementation(async () => captchaKeyAnswer('register'));
  setTokens.mockReset();
  useSession.setState({ setTokens });
});
afterEach(() => jest.useRealTimers());
afterAll(() => useSession.setState({ setTokens: realSetTokens }));

type User = ReturnType<typeof userEvent.setup>;

async function widgetShown() {
  await waitFor(() => expect(document.querySelector('cap-widget')).not.toBeNull());
}

async function fillAccount(user: User, again = 'long-password') {
  await user.type(await screen.findByLabelText('Name'), 'Ann');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-password');
  await user.type(screen.getByLabelText('Password again'), again);
}

const submit = () => screen.getByRole('button', { name: /^(Create account|Creating account…)$/ });

describe('sign-up page', () => {
  it('says when the two passwords differ and when required fields are empty', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/auth/sign-up');
    await fillAccount(user, 'other-password');
    await user.click(submit());
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Enter the code we emailed you.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(submit());
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(mocked.authRegister).not.toHaveBeenCalled();
  });

  it('says a too-short password needs 8 characters', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/auth/sign-up');
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.click(submit());
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
  });

  it('checks the invite code on blur and shows the result next to the field', async () => {
    const user = userEvent.setup();
    mocked.authRegisterCheckInviteCode
      .mockResolvedValueOnce({ is_success: true, message: 'ok' })
      .mockRejectedValueOnce(serverError(404, 'Invite code not found', 'not_found_custom'));
    renderRoute(routes, '/auth/sign-up?invite=FRIEND1');
    const field = await screen.findByLabelText('Invite code (optional)');
    expect(field).toHaveValue('FRIEND1');
    await user.click(field);
    await user.tab();
    expect(await screen.findByText('Invite code accepted.', { exact: false })).toBeInTheDocument();
    expect(mocked.authRegisterCheckInviteCode).toHaveBeenCalledWith({
      body: { invite_code: 'FRIEND1' },
      signal: expect.any(AbortSignal),
    });

    await user.clear(field);
    await user.type(field, 'WRONG');
    await user.tab();
    expect(await screen.findByText('Invite code not found')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('needs the captcha for "Send code", then counts down 60 s before the next code', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mocked.authRegisterRequestEmailCode.mockResolvedValue({ is_success: true, message: 'Code sent' });
    renderRoute(routes, '/auth/sign-up?code=ABC');
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Complete the human check first.')).toBeInTheDocument();
    expect(mocked.authRegisterRequestEmailCode).not.toHaveBeenCalled();

    await widgetShown();
    solveCaptcha('reg-token');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We sent a code to ann@example.com. It may take a minute to arrive.'),
    ).toBeInTheDocument();
    expect(mocked.authRegisterRequestEmailCode).toHaveBeenCalledWith({
      body: expect.objectContaining({ email: 'ann@example.com', tiago2_cap_token: 'reg-token' }),
    });
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await waitFor(() => expect(mocked.getCaptchaKey).toHaveBeenCalledTimes(2));
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(screen.getByLabelText('Invite code (optional)')).toHaveValue('ABC');
  });

  it('says how long the server makes the visitor wait, and keeps counting down after a reload', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mocked.authRegisterRequestEmailCode.mockRejectedValue(
      serverError(429, 'Too many attempts. Try again in 39 seconds.', 'rate_limited', 39),
    );
    const page = renderRoute(routes, '/auth/sign-up');
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await widgetShown();
    solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 39 seconds.');
    expect(screen.getByRole('button', { name: 'Resend in 39 s' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(9_000));
    page.unmount();
    renderRoute(routes, '/auth/sign-up');
    expect(await screen.findByRole('button', { name: 'Resend in 30 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it("shows the server's message when the code cannot be sent", async () => {
    const user = userEvent.setup();
    mocked.authRegisterRequestEmailCode.mockRejectedValue(serverError(409, 'This email is already registered.'));
    renderRoute(routes, '/auth/sign-up');
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await widgetShown();
    solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('creates the account, stores the tokens and opens the dashboard', async () => {
    const user = userEvent.setup();
    mocked.authRegister.mockResolvedValue({
      ...tokenAnswer,
      result: { ...tokenAnswer.result, user_name: 'Ann', email: 'ann@example.com' },
    });
    renderRoute(routes, '/auth/sign-up');
    await fillAccount(user);
    await user.type(screen.getByLabelText('Email code'), '123456');
    await user.click(submit());
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/user\/dashboard$/);
    expect(mocked.authRegister).toHaveBeenCalledWith({
      body: expect.objectContaining({ name: 'Ann', email: 'ann@example.com', email_code: '123456', invite_code: null }),
    });
    expect(mocked.authRegisterCheckInviteCode).not.toHaveBeenCalled();
    expect(setTokens).toHaveBeenCalledWith('access.jwt', 'refresh.jwt');
  });

  it('shows the invite check before submitting, then creates the account while the button stays busy', async () => {
    const user = userEvent.setup();
    const check = deferred<{ is_success: boolean; message: string }>();
    const registered = deferred<typeof tokenAnswer>();
    mocked.authRegisterCheckInviteCode.mockReturnValue(check.promise);
    mocked.authRegister.mockReturnValue(registered.promise);
    renderRoute(routes, '/auth/sign-up?invite=FRIEND1');
    await fillAccount(user);
    await user.type(screen.getByLabelText('Email code'), '123456');
    await user.click(submit());
    expect(await screen.findByText('Checking invite code…')).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(mocked.authRegister).not.toHaveBeenCalled();

    await act(async () => check.resolve({ is_success: true, message: 'ok' }));
    await waitFor(() => expect(mocked.authRegister).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Creating account…' })).toBeDisabled();
    expect(mocked.authRegister).toHaveBeenCalledWith({ body: expect.objectContaining({ invite_code: 'FRIEND1' }) });

    registered.resolve(tokenAnswer);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/user\/dashboard$/);
  });

  it('checks the invite code before submitting and stops when it is refused', async () => {
    const user = userEvent.setup();
    mocked.authRegisterCheckInviteCode.mockResolvedValue({ is_success: false, message: '' });
    renderRoute(routes, '/auth/sign-up?invite=NOPE');
    await fillAccount(user);
    await user.type(screen.getByLabelText('Email code'), '123456');
    await user.click(submit());
    expect(await screen.findByText('This invite code cannot be used.')).toBeInTheDocument();
    expect(mocked.authRegister).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Invite code (optional)')).toHaveFocus());
  });

  it('shows "email already registered" under the email field, in the reader\'s language', async () => {
    const user = userEvent.setup();
    mocked.authRegister.mockRejectedValue(
      serverError(409, 'An account with this email already exists; sign in instead', 'email_taken'),
    );
    renderRoute(routes, '/auth/sign-up');
    await fillAccount(user);
    await user.type(screen.getByLabelText('Email code'), '123456');
    await user.click(submit());
    expect(await screen.findByText('An account with this email already exists. Sign in instead.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(setTokens).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the server refuses the sign-up', async () => {
    const user = userEvent.setup();
    mocked.authRegisterCheckInviteCode.mockResolvedValue({ is_success: true, message: 'ok' });
    mocked.authRegister.mockRejectedValue(serverError(500, 'Something broke on our side.'));
    renderRoute(routes, '/auth/sign-up?invite=FRIEND1');
    await fillAccount(user);
    await user.type(screen.getByLabelText('Email code'), '123456');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on our side.');
    expect(screen.getByLabelText('Name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('long-password');
    expect(screen.getByLabelText('Password again')).toHaveValue('long-password');
    expect(screen.getByLabelText('Email code')).toHaveValue('123456');
    expect(screen.getByLabelText('Invite code (optional)')).toHaveValue('FRIEND1');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('only trusts the newest invite-code check when answers arrive out of order', async () => {
    const user = userEvent.setup();
    const slowFirst = deferred<{ is_success: boolean; message: string }>();
    mocked.authRegisterCheckInviteCode
      .mockReturnValueOnce(slowFirst.promise)
      .mockResolvedValueOnce({ is_success: false, message: 'Invite code not found' });
    renderRoute(routes, '/auth/sign-up');
    const field = await screen.findByLabelText('Invite code (optional)');
    await user.type(field, 'FIRST');
    await user.tab();
    expect(await screen.findByText('Checking invite code…')).toBeInTheDocument();
    const firstSignal = (mocked.authRegisterCheckInviteCode.mock.calls[0]![0] as { signal: AbortSignal }).signal;

    await user.clear(field);
    await user.type(field, 'SECOND');
    await user.tab();
    expect(await screen.findByText('Invite code not found')).toBeInTheDocument();
    expect(firstSignal.aborted).toBe(true);

    await act(async () => slowFirst.resolve({ is_success: true, message: 'ok' }));
    expect(screen.getByText('Invite code not found')).toBeInTheDocument();
    expect(screen.queryByText('Invite code accepted.', { exact: false })).not.toBeInTheDocument();
  });

  it('asks for no captcha key until the visitor starts on the form', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/auth/sign-up');
    const name = await screen.findByLabelText('Name');
    expect(screen.getByText('The human check loads when you start filling in the form.')).toBeInTheDocument();
    await act(async () => undefined);
    expect(mocked.getCaptchaKey).not.toHaveBeenCalled();
    await user.click(name);
    await widgetShown();
    expect(mocked.getCaptchaKey).toHaveBeenCalledWith(
      expect.objectContaining({ query: { captcha_key_type: 'register' } }),
    );
  });

  it('translates the server refusing an invite code', async () => {
    const user = userEvent.setup();
    mocked.authRegisterCheckInviteCode.mockRejectedValue(
      serverError(400, 'This invite code does not exist', 'invite_code_invalid'),
    );
    renderRoute(routes, '/auth/sign-up?invite=GONE');
    await user.click(await screen.findByLabelText('Invite code (optional)'));
    await user.tab();
    expect(await screen.findByText('This invite code does not exist or can no longer be used.')).toBeInTheDocument();
  });
});
