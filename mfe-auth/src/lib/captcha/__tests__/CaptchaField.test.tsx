import { createRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, PortalProviders, queryClient, setLanguage } from '@portal/shared';
import { registerAuthTranslations } from '../../../i18n';
import { captchaKeyAnswer } from '../../../test-utils/fixtures';
import { capWidgets, solveCaptcha } from '../../../test-utils/fake-cap-widget';
import { CaptchaField, type CaptchaHandle } from '../CaptchaField';
import { loadCapWidget } from '../load-cap-widget';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { getCaptchaKey: jest.fn(), authForgotPasswordRequestCaptchaKey: jest.fn() },
}));
jest.mock('../load-cap-widget', () => ({
  loadCapWidget: jest.fn(async () => jest.requireActual('../../../test-utils/fake-cap-widget').defineFakeCapWidget()),
}));

const getCaptchaKey = api.getCaptchaKey as jest.Mock;
const forgotKey = api.authForgotPasswordRequestCaptchaKey as jest.Mock;

registerAuthTranslations();

beforeEach(() => {
  queryClient.clear();
  getCaptchaKey.mockReset().mockImplementation(async () => captchaKeyAnswer('login'));
  forgotKey.mockReset().mockImplementation(async () => captchaKeyAnswer('forgot_password'));
});
afterEach(() => act(() => setLanguage('en')));

function renderCaptcha(purpose: 'login' | 'register' | 'forgot_password' = 'login') {
  const onChange = jest.fn();
  const ref = createRef<CaptchaHandle>();
  render(
    <PortalProviders>
      <CaptchaField ref={ref} purpose={purpose} onChange={onChange} />
    </PortalProviders>,
  );
  return { onChange, ref };
}

async function widget() {
  await waitFor(() => expect(capWidgets()).toHaveLength(1));
  return capWidgets()[0]!;
}

describe('CaptchaField', () => {
  it('renders the widget for a fresh key, on the key’s Cap endpoint, labelled in the portal language', async () => {
    const { onChange } = renderCaptcha('login');
    expect(screen.getByText('Preparing the human check…')).toBeInTheDocument();
    const element = await widget();
    expect(getCaptchaKey).toHaveBeenCalledWith(expect.objectContaining({ query: { captcha_key_type: 'login' } }));
    expect(loadCapWidget).toHaveBeenCalled();
    expect(element).toHaveAttribute('data-cap-api-endpoint', '/api/v2/cap/site-login/');
    expect(element).toHaveAttribute('data-cap-i18n-initial-state', 'Verify you are human');
    expect(screen.getByRole('group', { name: 'Human check' })).toContainElement(element);
    const key = getCaptchaKey.mock.results[0]!.value as Promise<{ captcha_key: string }>;
    const { captcha_key } = await key;
    expect(onChange).toHaveBeenLastCalledWith({ captcha_key, tiago2_cap_token: '' });

    solveCaptcha('the-token');
    expect(onChange).toHaveBeenLastCalledWith({ captcha_key, tiago2_cap_token: 'the-token' });

    act(() => void setLanguage('zh-CN'));
    expect(element).toHaveAttribute('data-cap-i18n-initial-state', '点击验证你是真人');
  });

  it('uses the password-recovery key endpoint for forgot_password', async () => {
    renderCaptcha('forgot_password');
    const element = await widget();
    expect(forgotKey).toHaveBeenCalledTimes(1);
    expect(getCaptchaKey).not.toHaveBeenCalled();
    expect(element).toHaveAttribute('data-cap-api-endpoint', '/api/v2/cap/site-forgot_password/');
  });

  it('fetches a new key and shows a fresh, unsolved widget when renewed after a failed submit', async () => {
    const { onChange, ref } = renderCaptcha('register');
    const first = await widget();
    solveCaptcha('spent');
    act(() => ref.current!.renew());
    await waitFor(() => expect(getCaptchaKey).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(capWidgets()[0]).not.toBe(first));
    expect(capWidgets()).toHaveLength(1);
    expect(first.isConnected).toBe(false);
    const second = (await (getCaptchaKey.mock.results[1]!.value as Promise<{ captcha_key: string }>)).captcha_key;
    expect(onChange).toHaveBeenLastCalledWith({ captcha_key: second, tiago2_cap_token: '' });
  });

  it('offers a retry when no key could be fetched, and fetches a new one', async () => {
    const user = userEvent.setup();
    getCaptchaKey.mockRejectedValue(new Error('offline'));
    renderCaptcha('login');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    expect(screen.getByText(/The human check could not be loaded\./)).toBeInTheDocument();
    const callsBefore = getCaptchaKey.mock.calls.length;
    getCaptchaKey.mockImplementation(async () => captchaKeyAnswer('login'));
    await user.click(retry);
    await widget();
    expect(getCaptchaKey.mock.calls.length).toBe(callsBefore + 1);
  });
});
