import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { signIn } from '@portal/shared/test/render-route';
import { renderPage } from '../../../test-utils/render-page';
import { httpError, ok, session } from '../../../test-utils/fixtures';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    accountSecurity: jest.fn(),
    accountSecurityUpdate: jest.fn(),
    accountRegenerateRecoveryCodes: jest.fn(),
    accountSessions: jest.fn(),
    accountRevokeSession: jest.fn(),
    accountRevokeOtherSessions: jest.fn(),
    accountLinkTelegram: jest.fn(),
    accountUnlinkTelegram: jest.fn(),
    accountMe: jest.fn(),
    accountNotifications: jest.fn(),
  },
}));
const mocked = api as unknown as Record<string, jest.Mock>;

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-fgh2${index}`);
const offSettings = {
  ga_enable: false,
  email_notification: true,
  ga_secret: SECRET,
  ga_otpauth_url: `otpauth://totp/Site:ann%40example.com?secret=${SECRET}&issuer=Site`,
  recovery_codes_left: 0,
};
const onSettings = { ...offSettings, ga_enable: true, ga_secret: null, ga_otpauth_url: null, recovery_codes_left: 7 };
const REMINDERS = {
  expiry_email: true,
  expiry_telegram: true,
  traffic_email: true,
  traffic_telegram: true,
  language: null,
  telegram_available: false,
};
const telegramOff = {
  is_configured: false,
  is_linked: false,
  tg_id: null,
  tg_username: null,
  linked_at: null,
  bot_username: null,
  link_url: null,
  link_expires_at: null,
};

beforeEach(() => {
  queryClient.clear();
  for (const fn of Object.values(mocked)) fn.mockReset();
  signIn();
  mocked.accountSecurity!.mockResolvedValue(ok(offSettings));
  mocked.accountSessions!.mockResolvedValue(ok([session({ is_current: true })]));
  mocked.accountLinkTelegram!.mockResolvedValue(ok(telegramOff));
  mocked.accountNotifications!.mockResolvedValue(ok(REMINDERS));
  URL.createObjectURL = jest.fn(() => 'blob:codes');
  URL.revokeObjectURL = jest.fn();
  // jsdom cannot follow the download link.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

const twoFa = () => screen.getByRole('region', { name: 'Two-factor authentication' });

describe('two-factor authentication', () => {
  it('enrols with the QR code or the key, then shows the 10 recovery codes once', async () => {
    mocked
      .accountSecurityUpdate!.mockRejectedValueOnce(
        httpError(400, 'two_fa_invalid', 'The code is wrong or has expired'),
      )
      .mockResolvedValueOnce(ok({ ga_enable: true, email_notification: true, recovery_codes: CODES }));
    const user = userEvent.setup();
    await renderPage('/user/account/security');
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(await screen.findByRole('img', { name: 'QR code to scan with an authenticator app' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('2. Code the app shows'), '123456');
    await user.click(within(twoFa()).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/The code is wrong, has expired or was already used/)).toBeInTheDocument();

    mocked.accountSecurity!.mockResolvedValue(ok({ ...onSettings, recovery_codes_left: 10 }));
    await user.clear(screen.getByLabelText('2. Code the app shows'));
    await user.type(screen.getByLabelText('2. Code the app shows'), '654321');
    await user.click(within(twoFa()).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(mocked.accountSecurityUpdate).toHaveBeenLastCalledWith({ body: { ga_enable: true, ga_token: '654321' } });

    // "Saved" only after copying or downloading; then the codes are gone from the page.
    const done = screen.getByRole('button', { name: 'I have saved them' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(URL.createObjectURL).toHaveBeenCalled();
    await user.click(done);
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(await screen.findByText('10 recovery codes left')).toBeInTheDocument();
  });

  it('turns 2FA off with the password and a code', async () => {
    mocked.accountSecurity!.mockResolvedValue(ok(onSettings));
    mocked.accountSecurityUpdate!.mockResolvedValue(
      ok({ ga_enable: false, email_notification: true, recovery_codes: null }),
    );
    const user = userEvent.setup();
    await renderPage('/user/account/security');
    await user.click(
      await within(await screen.findByRole('region', { name: 'Two-factor authentication' })).findByRole('button', {
        name: 'Turn off',
      }),
    );
    await user.click(within(twoFa()).getAllByRole('button', { name: 'Turn off' }).at(-1)!);
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(mocked.accountSecurityUpdate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Your password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Code from your app, or a recovery code'), 'abcde-fgh23');
    await user.click(within(twoFa()).getAllByRole('button', { name: 'Turn off' }).at(-1)!);
    await waitFor(() =>
      expect(mocked.accountSecurityUpdate).toHaveBeenCalledWith({
        body: { ga_enable: false, password: 'correct horse battery', ga_token: 'abcde-fgh23' },
      }),
    );
  });

  it('makes new recovery codes with a code from the app', async () => {
    mocked.accountSecurity!.mockResolvedValue(ok(onSettings));
    mocked.accountRegenerateRecoveryCodes!.mockResolvedValue(ok({ recovery_codes: CODES }));
    const user = userEvent.setup();
    await renderPage('/user/account/security');
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '112233');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(mocked.accountRegenerateRecoveryCodes).toHaveBeenCalledWith({ body: { ga_token: '112233' } });
  });
});

describe('security emails', () => {
  it('turns them off', async () => {
    mocked.accountSecurityUpdate!.mockResolvedValue(
      ok({ ga_enable: false, email_notification: false, recovery_codes: null }),
    );
    const user = userEvent.setup();
    await renderPage('/user/account/security');
    const box = await screen.findByRole('checkbox', { name: 'Email me about security events' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(mocked.accountSecurityUpdate).toHaveBeenCalledWith({ body: { email_notification: false } });
  });
});

describe('sessions', () => {
  it('lists the sessions with this device marked; signs out another one after confirming', async () => {
    const phone = session({
      session_id: '3a3a3a3a-1111-4222-8333-444455556666',
      browser: 'Safari 17',
      os: 'iOS 17.4',
      country: 'CN',
      ip: '114.114.114.114',
    });
    mocked.accountSessions!.mockResolvedValue(ok([session({ is_current: true }), phone]));
    mocked.accountRevokeSession!.mockResolvedValue({ is_success: true, message: 'ok' });
    mocked.accountRevokeOtherSessions!.mockResolvedValue(ok({ revoked: 1 }));
    const user = userEvent.setup();
    await renderPage('/user/account/security');
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText(/China · 114.114.114.114/)).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(mocked.accountRevokeSession).toHaveBeenCalledWith({ params: { session_id: phone.session_id } }),
    );

    await user.click(screen.getByRole('button', { name: 'Sign out all others' }));
    const all = await screen.findByRole('dialog', { name: 'Sign out every other session?' });
    await user.click(within(all).getByRole('button', { name: 'Sign out all others' }));
    await waitFor(() => expect(mocked.accountRevokeOtherSessions).toHaveBeenCalled());
  });
});

describe('Telegram', () => {
  it('says when Telegram is not set up', async () => {
    await renderPage('/user/account/security');
    expect(await screen.findByText('Telegram is not set up on this site yet.')).toBeInTheDocument();
  });

  it('offers the one-time link to the bot, then unlinks once linked', async () => {
    const link = 'https://t.me/ExampleBot?start=abc_DEF-123';
    mocked.accountLinkTelegram!.mockResolvedValue(
      ok({
        ...telegramOff,
        is_configured: true,
        bot_username: 'ExampleBot',
        link_url: link,
        link_expires_at: '2026-03-01T10:10:00.000Z',
      }),
    );
    const user = userEvent.setup();
    await renderPage('/user/account/security');
    const open = await screen.findByRole('link', { name: 'Open Telegram' });
    expect(open).toHaveAttribute('href', link);
    expect(open).toHaveAttribute('target', '_blank');

    mocked.accountLinkTelegram!.mockResolvedValue(
      ok({
        ...telegramOff,
        is_configured: true,
        is_linked: true,
        tg_id: 42,
        tg_username: 'ann_tg',
        linked_at: '2026-03-01T10:01:00.000Z',
        bot_username: 'ExampleBot',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'I have pressed Start' }));
    expect(await screen.findByText(/Linked to @ann_tg/)).toBeInTheDocument();
    mocked.accountUnlinkTelegram!.mockResolvedValue({ is_success: true, message: 'ok' });
    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink Telegram?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(mocked.accountUnlinkTelegram).toHaveBeenCalled());
  });
});
