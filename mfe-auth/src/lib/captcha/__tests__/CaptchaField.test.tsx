import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, PortalProviders, setLanguage } from '@portal/shared';
import { registerAuthTranslations } from '../../../i18n';
import { captchaKeyAnswer, deferred } from '../../../test-utils/fixtures';
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
const loadWidget = loadCapWidget as jest.Mock;

registerAuthTranslations();

beforeEach(() => {
  getCaptchaKey.mockReset().mockImplementation(async () => captchaKeyAnswer('login'));
  forgotKey.mockReset().mockImplementation(async () => captchaKeyAnswer('forgot_password'));
  loadWidget.mockClear();
});
afterEach(() => act(() => setLanguage('en')));

/** The captcha inside a form, as the pages use it; `started` focuses the form's field first. */
function renderCaptcha(purpose: 'login' | 'register' | 'forgot_password' = 'login', { started = true } = {}) {
  const onChange = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  const ref = createRef<CaptchaHandle>();
  render(
    <PortalProviders>
      <form aria-label="Test form" onSubmit={onSubmit}>
        <label>
          Email <input name="email" />
        </label>
        <CaptchaField ref={ref} purpose={purpose} onChange={onChange} />
        <button type="submit">Send</button>
      </form>
    </PortalProviders>,
  );
  if (started) act(() => screen.getByLabelText('Email').focus());
  return { onChange, onSubmit, ref };
}

async function widget() {
  await waitFor(() => expect(capWidgets()).toHaveLength(1));
  return capWidgets()[0]!;
}

async function keyOfCall(index: number): Promise<string> {
  return (await (getCaptchaKey.mock.results[index]!.value as Promise<{ captcha_key: string }>)).captcha_key;
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
    const captcha_key = await keyOfCall(0);
    expect(onChange).toHaveBeenLastCalledWith({ captcha_key, tiago2_cap_token: '' });

    solveCaptcha('the-token');
    expect(onChange).toHaveBeenLastCalledWith({ captcha_key, tiago2_cap_token: 'the-token' });

    act(() => void setLanguage('zh-CN'));
    expect(element).toHaveAttribute('data-cap-i18n-initial-state', '点击验证您是真人');
  });

  it('loads nothing until the visitor interacts with the form, then loads on the first focus', async () => {
    renderCaptcha('login', { started: false });
    expect(screen.getByText('The human check loads when you start filling in the form.')).toBeInTheDocument();
    // Give any eager request a chance to start.
    await act(async () => undefined);
    expect(getCaptchaKey).not.toHaveBeenCalled();
    expect(loadWidget).not.toHaveBeenCalled();
    expect(capWidgets()).toHaveLength(0);

    act(() => screen.getByLabelText('Email').focus());
    await widget();
    expect(getCaptchaKey).toHaveBeenCalledTimes(1);
    expect(loadWidget).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('The human check loads when you start filling in the form.')).not.toBeInTheDocument();
  });

  it.each([
    ['a pointer press', (form: HTMLElement) => fireEvent.pointerDown(form)],
    ['a key press', (form: HTMLElement) => fireEvent.keyDown(form, { key: 'Tab' })],
    ['a submission', (form: HTMLElement) => fireEvent.submit(form)],
  ])('also starts loading on %s inside the form', async (_name, interact) => {
    renderCaptcha('login', { started: false });
    interact(screen.getByRole('form', { name: 'Test form' }));
    await widget();
    expect(getCaptchaKey).toHaveBeenCalledTimes(1);
  });

  it('ignores interaction outside its form', async () => {
    renderCaptcha('login', { started: false });
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    await act(async () => undefined);
    expect(getCaptchaKey).not.toHaveBeenCalled();
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
    await waitFor(() => {
      expect(capWidgets()).toHaveLength(1);
      expect(capWidgets()[0]).not.toBe(first);
    });
    expect(getCaptchaKey).toHaveBeenCalledTimes(2);
    expect(first.isConnected).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith({ captcha_key: await keyOfCall(1), tiago2_cap_token: '' });
  });

  it('never shows a key that was superseded while it was on its way', async () => {
    const late = deferred<ReturnType<typeof captchaKeyAnswer>>();
    getCaptchaKey.mockReturnValueOnce(late.promise);
    const { onChange, ref } = renderCaptcha('login');
    await waitFor(() => expect(getCaptchaKey).toHaveBeenCalledTimes(1));
    const firstSignal = (getCaptchaKey.mock.calls[0]![0] as { signal: AbortSignal }).signal;

    act(() => ref.current!.renew());
    await widget();
    expect(firstSignal.aborted).toBe(true);
    const newest = await keyOfCall(1);

    await act(async () => late.resolve(captchaKeyAnswer('login')));
    expect(onChange).toHaveBeenLastCalledWith({ captcha_key: newest, tiago2_cap_token: '' });
    expect(capWidgets()).toHaveLength(1);
  });

  it('offers a retry when no key could be fetched, and fetches a new one', async () => {
    const user = userEvent.setup();
    getCaptchaKey.mockRejectedValue(new Error('offline'));
    renderCaptcha('login');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/The human check could not be loaded\./)).toBeInTheDocument();
    const callsBefore = getCaptchaKey.mock.calls.length;
    getCaptchaKey.mockImplementation(async () => captchaKeyAnswer('login'));
    await user.click(retry);
    await widget();
    expect(getCaptchaKey.mock.calls.length).toBe(callsBefore + 1);
  });

  it('offers a retry when the widget code could not be loaded', async () => {
    const user = userEvent.setup();
    loadWidget.mockRejectedValueOnce(new Error('chunk failed'));
    renderCaptcha('login');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await widget();
    expect(loadWidget).toHaveBeenCalledTimes(2);
    expect(getCaptchaKey).toHaveBeenCalledTimes(1);
  });
});
