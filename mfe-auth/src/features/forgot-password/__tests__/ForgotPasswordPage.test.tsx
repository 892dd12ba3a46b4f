import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { captchaKeyAnswer, deferred, serverError } from '../../../test-utils/fixtures';
import {
  capWidgets,
  finishBackgroundSolve,
  pendingBackgroundSolves,
  solveCaptcha,
} from '../../../test-utils/fake-cap-widget';
import { renderRoute } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    authForgotPasswordRequestCaptchaKey: jest.fn(),
    authForgotPasswordRequestEmailCode: jest.fn(),
    authForgotPasswordResetPassword: jest.fn(),
    getCaptchaKey: jest.fn(),
  },
}));
jest.mock('../../../lib/captcha/load-cap-widget', () => ({
  loadCapWidget: jest.fn(async () => jest.requireActual('../../../test-utils/fake-cap-widget').defineFakeCapWidget()),
}));

const mocked = api as unknown as Record<
  | 'authForgotPasswordRequestCaptchaKey'
  | 'authForgotPasswordRequestEmailCode'
  | 'authForgotPasswordResetPassword'
  | 'getCaptchaKey',
  jest.Mock
>;

beforeEach(() => {
  window.localStorage.clear();
  Object.values(mocked).forEach((mock) => mock.mockReset());
  mocked.authForgotPasswordRequestCaptchaKey.mockImplementation(async () => captchaKeyAnswer('forgot_password'));
});

type User = ReturnType<typeof userEvent.setup>;

async function solveWhenShown(token: string) {
  await waitFor(() => expect(capWidgets()).toHaveLength(1));
  solveCaptcha(token);
}

async function requestCode(user: User) {
  await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
  await solveWhenShown('send-token');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('We sent a code to ann@example.com. It may take a minute to arrive.');
}

async function fillReset(user: User, again = 'brand-new-pass') {
  await user.type(screen.getByLabelText('Email code'), '654321');
  await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
  await user.type(screen.getByLabelText('New password again'), again);
}

const submit = () => screen.getByRole('button', { name: /^(Reset password|Resetting…)$/ });

describe('forgot-password page', () => {
  it('asks for one human check: the reset uses a captcha solved in the background after "Send code"', async () => {
    const user = userEvent.setup();
    mocked.authForgotPasswordRequestEmailCode.mockResolvedValue({ is_success: true, message: 'sent' });
    const answer = deferred<{ is_success: boolean; message: string }>();
    mocked.authForgotPasswordResetPassword.mockReturnValue(answer.promise);
    renderRoute(routes, '/auth/forgot-password');
    await requestCode(user);
    const firstKey = mocked.authForgotPasswordRequestEmailCode.mock.calls[0][0].body.captcha_key as string;
    expect(mocked.authForgotPasswordRequestEmailCode).toHaveBeenCalledWith({
      body: { email: 'ann@example.com', captcha_key: firstKey, tiago2_cap_token: 'send-token' },
    });
    expect(screen.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    // The sending spent the key: a new one for the reset, solved without asking the visitor again.
    await waitFor(() => expect(mocked.authForgotPasswordRequestCaptchaKey).toHaveBeenCalledTimes(2));
    expect(mocked.getCaptchaKey).not.toHaveBeenCalled();
    await waitFor(() => expect(pendingBackgroundSolves()).toBe(1));

    await fillReset(user);
    // Submitted while the background check still runs: the submit waits for it, no error is shown.
    await user.click(submit());
    expect(submit()).toBeDisabled();
    expect(mocked.authForgotPasswordResetPassword).not.toHaveBeenCalled();
    finishBackgroundSolve('reset-token');
    await waitFor(() => expect(mocked.authForgotPasswordResetPassword).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Complete the human check first.')).toBeNull();
    const body = mocked.authForgotPasswordResetPassword.mock.calls[0][0].body;
    expect(body).toEqual({
      email: 'ann@example.com',
      email_code: '654321',
      password: 'brand-new-pass',
      captcha_key: expect.any(String),
      tiago2_cap_token: 'reset-token',
    });
    expect(body.captcha_key).not.toBe(firstKey);

    answer.resolve({ is_success: true, message: 'done' });
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/sign-in?email=ann%40example.com',
    );
  });

  it('says when the new passwords differ and when the code is wrong', async () => {
    const user = userEvent.setup();
    mocked.authForgotPasswordResetPassword.mockRejectedValue(serverError(400, 'Bad code', 'email_code_invalid'));
    renderRoute(routes, '/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await fillReset(user, 'something-else');
    await solveWhenShown('reset-token');
    await user.click(submit());
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(mocked.authForgotPasswordResetPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'brand-new-pass');
    await user.click(submit());
    expect(await screen.findByText('The email code is wrong or has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email code')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Email code')).toHaveFocus());
    await waitFor(() => expect(mocked.authForgotPasswordRequestCaptchaKey).toHaveBeenCalledTimes(2));
    // The next try needs no second check from the visitor either.
    await waitFor(() => expect(pendingBackgroundSolves()).toBe(1));
    finishBackgroundSolve('second-token');
    await user.click(submit());
    await waitFor(() => expect(mocked.authForgotPasswordResetPassword).toHaveBeenCalledTimes(2));
    expect(mocked.authForgotPasswordResetPassword.mock.calls[1][0].body.tiago2_cap_token).toBe('second-token');
    // Nothing typed is lost, so only the code needs correcting.
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Email code')).toHaveValue('654321');
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-pass');
    expect(screen.getByLabelText('New password again')).toHaveValue('brand-new-pass');
  });

  it('asks for no captcha key until the visitor starts on the form', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/auth/forgot-password');
    const email = await screen.findByLabelText('Email');
    await act(async () => undefined);
    expect(mocked.authForgotPasswordRequestCaptchaKey).not.toHaveBeenCalled();
    await user.click(email);
    await waitFor(() => expect(capWidgets()).toHaveLength(1));
    expect(mocked.authForgotPasswordRequestCaptchaKey).toHaveBeenCalledTimes(1);
  });

  it('asks for a valid email before sending a code', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid email address, such as name@example.com.')).toBeInTheDocument();
    expect(mocked.authForgotPasswordRequestEmailCode).not.toHaveBeenCalled();
  });
});
