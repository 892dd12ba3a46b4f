import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useSession } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { renderPage } from '../../../test-utils/render-page';
import { httpError, ok, overview, TOKENS } from '../../../test-utils/fixtures';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    accountMe: jest.fn(),
    accountEditProfile: jest.fn(),
    accountEditEmail: jest.fn(),
    accountConfirmEmail: jest.fn(),
  },
}));
const mocked = api as unknown as Record<string, jest.Mock>;
let adoptTokens: jest.Mock;

beforeEach(() => {
  queryClient.clear();
  for (const fn of Object.values(mocked)) fn.mockReset();
  signIn();
  adoptTokens = jest.fn().mockResolvedValue(true);
  useSession.setState({ adoptTokens });
  mocked.accountMe!.mockResolvedValue(ok(overview()));
});

describe('the display name', () => {
  it('saves a new name and has the session adopt the tokens that carry it (the header follows)', async () => {
    mocked.accountEditProfile!.mockResolvedValue(ok({ ...TOKENS, user_name: '小明' }));
    const user = userEvent.setup();
    await renderPage('/user/account/edit-profile');
    const field = await screen.findByLabelText('Name');
    expect(field).toHaveValue('ann');
    await user.clear(field);
    await user.type(field, '小明');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(adoptTokens).toHaveBeenCalledWith('new-access-token', 'new-refresh-token'));
    expect(mocked.accountEditProfile).toHaveBeenCalledWith({ body: { user_name: '小明' } });
  });

  it('says what is wrong next to the field, in the reader’s language', async () => {
    const user = userEvent.setup();
    await renderPage('/user/account/edit-profile', { language: 'zh-CN' });
    const field = await screen.findByLabelText('名称');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: '保存名称' }));
    expect(await screen.findByText('请输入名称。')).toBeInTheDocument();
    expect(mocked.accountEditProfile).not.toHaveBeenCalled();
  });
});

describe('the email change', () => {
  it('asks for the password and the new address, then the code sent there', async () => {
    mocked.accountEditEmail!.mockResolvedValue(
      ok({ pending_email: 'new@example.com', code_expires_at: '2026-03-01T10:00:00.000Z' }),
    );
    mocked
      .accountConfirmEmail!.mockRejectedValueOnce(
        httpError(400, 'email_code_invalid', 'The code is wrong (4 tries left)'),
      )
      .mockResolvedValueOnce(ok({ ...TOKENS, email: 'new@example.com' }));
    const user = userEvent.setup();
    await renderPage('/user/account/edit-profile');
    await user.type(await screen.findByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Your password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(mocked.accountEditEmail).toHaveBeenCalledWith({
      body: { new_email: 'new@example.com', password: 'correct horse battery' },
    });
    expect(await screen.findByText(/We sent a 6-digit code to new@example.com/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('The code is wrong. Check the newest email and try again.')).toBeInTheDocument();
    expect(adoptTokens).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Code from the email'));
    await user.type(screen.getByLabelText('Code from the email'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(adoptTokens).toHaveBeenCalledWith('new-access-token', 'new-refresh-token'));
    expect(mocked.accountConfirmEmail).toHaveBeenLastCalledWith({ body: { email_code: '654321' } });
  });

  it('puts a wrong password next to the password field', async () => {
    mocked.accountEditEmail!.mockRejectedValue(httpError(400, 'password_wrong', 'password: The password is not right'));
    const user = userEvent.setup();
    await renderPage('/user/account/edit-profile');
    await user.type(await screen.findByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Your password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens at the code step when a change is waiting for its code', async () => {
    mocked.accountMe!.mockResolvedValue(ok(overview({ pending_email: 'later@example.com' })));
    await renderPage('/user/account/edit-profile');
    expect(await screen.findByText(/We sent a 6-digit code to later@example.com/)).toBeInTheDocument();
  });
});
