// Every auth page, empty and with its field errors showing, has no serious or critical axe finding.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { api } from '@portal/shared';
import { captchaKeyAnswer } from '../test-utils/fixtures';
import { renderRoute } from '@portal/shared/test/render-route';
import { routes } from '../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { getCaptchaKey: jest.fn(), authForgotPasswordRequestCaptchaKey: jest.fn() },
}));
jest.mock('../lib/captcha/load-cap-widget', () => ({
  loadCapWidget: jest.fn(async () => jest.requireActual('../test-utils/fake-cap-widget').defineFakeCapWidget()),
}));

beforeEach(() => {
  (api.getCaptchaKey as jest.Mock).mockImplementation(async () => captchaKeyAnswer('login'));
  (api.authForgotPasswordRequestCaptchaKey as jest.Mock).mockImplementation(async () =>
    captchaKeyAnswer('forgot_password'),
  );
});

async function seriousFindings(container: HTMLElement): Promise<string[]> {
  // jsdom cannot compute colours; contrast is checked in the browser.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe.each([
  ['/auth/sign-in', 'Sign in'],
  ['/auth/sign-up', 'Create account'],
  ['/auth/forgot-password', 'Reset password'],
])('%s', (path, submitName) => {
  it('has no serious accessibility findings, before and after a failed submit', async () => {
    const user = userEvent.setup();
    const { container } = renderRoute(routes, path);
    // First as it loads: the captcha waits for the visitor to start on the form.
    await screen.findByText('The human check loads when you start filling in the form.');
    expect(await seriousFindings(container)).toEqual([]);
    await user.click(screen.getByLabelText('Email'));
    await waitFor(() => expect(container.querySelector('cap-widget')).not.toBeNull());
    expect(await seriousFindings(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: submitName }));
    await screen.findAllByText(/^Enter /);
    expect(await seriousFindings(container)).toEqual([]);
  });
});
