import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useSession } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { renderPage } from '../../../test-utils/render-page';
import { httpError, ok, TOKENS } from '../../../test-utils/fixtures';
import { loadStrengthEstimator } from '../password-strength';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { accountEditPassword: jest.fn() },
}));
const accountEditPassword = api.accountEditPassword as jest.Mock;
let adoptTokens: jest.Mock;

beforeEach(() => {
  queryClient.clear();
  accountEditPassword.mockReset();
  signIn();
  adoptTokens = jest.fn().mockResolvedValue(true);
  useSession.setState({ adoptTokens });
});

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, again: string) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('New password again'), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('edit password', () => {
  it('asks for the new password twice, the same', async () => {
    const user = userEvent.setup();
    await renderPage('/user/account/edit-password');
    await fill(user, 'old password', 'a brand new password', 'a brand new passwort');
    expect(await screen.findByText('Type the same new password twice.')).toBeInTheDocument();
    expect(accountEditPassword).not.toHaveBeenCalled();
  });

  it('changes the password, adopts this session’s new tokens and says other devices were signed out', async () => {
    accountEditPassword.mockResolvedValue(ok(TOKENS));
    const user = userEvent.setup();
    await renderPage('/user/account/edit-password');
    await fill(user, 'old password', 'a brand new password', 'a brand new password');
    await waitFor(() => expect(adoptTokens).toHaveBeenCalledWith('new-access-token', 'new-refresh-token'));
    expect(accountEditPassword).toHaveBeenCalledWith({
      body: { current_password: 'old password', new_password: 'a brand new password' },
    });
    expect(await screen.findByText(/Every other device has been signed out/)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('puts a wrong current password next to its field', async () => {
    accountEditPassword.mockRejectedValue(
      httpError(400, 'password_wrong', 'current_password: The password is not right'),
    );
    const user = userEvent.setup();
    await renderPage('/user/account/edit-password', { language: 'zh-CN' });
    await user.type(await screen.findByLabelText('当前密码'), 'nope');
    await user.type(screen.getByLabelText('新密码'), 'a brand new password');
    await user.type(screen.getByLabelText('再次输入新密码'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码不正确。')).toBeInTheDocument();
    expect(screen.getByLabelText('当前密码')).toHaveAttribute('aria-invalid', 'true');
    expect(adoptTokens).not.toHaveBeenCalled();
  });

  it('rates the new password with zxcvbn as the customer types', async () => {
    const user = userEvent.setup();
    await renderPage('/user/account/edit-password');
    await user.type(await screen.findByLabelText('New password'), 'password1');
    const meter = await screen.findByTestId('password-strength', undefined, { timeout: 5000 });
    expect(meter).toHaveAttribute('data-score', '0');
    expect(meter).toHaveTextContent('Strength: very weak');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'violet tractor kettle 1987 moon');
    await waitFor(() => expect(screen.getByTestId('password-strength')).toHaveAttribute('data-score', '4'));
  }, 20_000);
});

describe('the strength estimator', () => {
  it('counts the customer’s own name and email as guessable', async () => {
    const estimate = await loadStrengthEstimator();
    expect(estimate('annsmith1990', [])).toBeGreaterThanOrEqual(estimate('annsmith1990', ['annsmith1990@example.com']));
    expect(estimate('correct horse battery staple', [])).toBeGreaterThanOrEqual(3);
  });
});
