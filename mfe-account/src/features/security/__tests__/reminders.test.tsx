import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    accountSecurity: jest.fn(),
    accountSessions: jest.fn(),
    accountLinkTelegram: jest.fn(),
    accountNotifications: jest.fn(),
    accountNotificationsUpdate: jest.fn(),
  },
}));
const mocked = api as unknown as Record<string, jest.Mock>;
const ok = <T,>(result: T) => ({ is_success: true, message: 'OK', result });

const settings = {
  expiry_email: true,
  expiry_telegram: true,
  traffic_email: true,
  traffic_telegram: true,
  language: null,
  telegram_available: true,
};

beforeEach(() => {
  queryClient.clear();
  for (const fn of Object.values(mocked)) fn.mockReset();
  signIn();
  mocked.accountSecurity!.mockResolvedValue(
    ok({ ga_enable: false, email_notification: true, ga_secret: null, ga_otpauth_url: null, recovery_codes_left: 0 }),
  );
  mocked.accountSessions!.mockResolvedValue(ok([]));
  mocked.accountLinkTelegram!.mockResolvedValue(
    ok({
      is_configured: false,
      is_linked: false,
      tg_id: null,
      tg_username: null,
      linked_at: null,
      bot_username: null,
      link_url: null,
      link_expires_at: null,
    }),
  );
});

const section = () => screen.findByRole('region', { name: 'Reminders' });

describe('reminder settings', () => {
  it('switches one reminder channel off, sending the whole settings', async () => {
    mocked.accountNotifications!.mockResolvedValue(ok(settings));
    mocked.accountNotificationsUpdate!.mockResolvedValue(ok({ ...settings, traffic_telegram: false }));
    const user = userEvent.setup();
    renderRoute(routes, '/user/account/security');
    const reminders = await section();
    const traffic = within(reminders).getByRole('group', { name: 'Traffic' });
    await user.click(within(traffic).getByRole('checkbox', { name: 'By Telegram' }));
    expect(mocked.accountNotificationsUpdate).toHaveBeenCalledWith({
      body: { ...settings, telegram_available: undefined, traffic_telegram: false },
    });
    await waitFor(() => expect(within(traffic).getByRole('checkbox', { name: 'By Telegram' })).not.toBeChecked());
    expect(within(traffic).getByRole('checkbox', { name: 'By email' })).toBeChecked();
  });

  it('chooses the language of reminders', async () => {
    mocked.accountNotifications!.mockResolvedValue(ok(settings));
    mocked.accountNotificationsUpdate!.mockResolvedValue(ok({ ...settings, language: 'en' }));
    const user = userEvent.setup();
    renderRoute(routes, '/user/account/security');
    const reminders = await section();
    const language = within(reminders).getByRole('combobox', { name: 'Language of reminders' });
    expect(language).toHaveValue('both');
    await user.selectOptions(language, 'en');
    expect(mocked.accountNotificationsUpdate!.mock.calls[0][0].body.language).toBe('en');
    await waitFor(() => expect(language).toHaveValue('en'));
  });

  it('keeps Telegram switches off until Telegram is linked, and says how', async () => {
    mocked.accountNotifications!.mockResolvedValue(ok({ ...settings, telegram_available: false }));
    renderRoute(routes, '/user/account/security');
    const reminders = await section();
    const boxes = within(reminders).getAllByRole('checkbox', { name: 'By Telegram' });
    for (const box of boxes) {
      expect(box).toBeDisabled();
      expect(box).not.toBeChecked();
    }
    expect(within(reminders).getAllByText('Link your Telegram account below to get reminders there.')).toHaveLength(2);
  });
});
