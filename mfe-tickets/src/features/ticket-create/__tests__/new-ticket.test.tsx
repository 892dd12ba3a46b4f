import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { deferred, httpError } from '../../../test-utils/fixtures';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { userTicketsCreate: jest.fn() },
}));

const userTicketsCreate = api.userTicketsCreate as jest.Mock;
const NEW_ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

beforeEach(() => {
  queryClient.clear();
  userTicketsCreate.mockReset();
  signIn();
});

const titleInput = () => screen.getByRole('textbox', { name: 'Title' });
const contentInput = () => screen.getByRole('textbox', { name: 'Message' });
const submit = () => screen.getByRole('button', { name: 'Open ticket' });

describe('new ticket', () => {
  it('shows live counters against the limits', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/user/tickets/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New ticket' })).toBeInTheDocument();
    expect(screen.getByText('0 / 200 characters')).toBeInTheDocument();
    expect(screen.getByText('0 / 10,000 characters')).toBeInTheDocument();
    await user.type(titleInput(), 'Slow');
    await user.type(contentInput(), 'Hello');
    expect(screen.getByText('4 / 200 characters')).toBeInTheDocument();
    expect(screen.getByText('5 / 10,000 characters')).toBeInTheDocument();
    // The counters are tied to their fields for screen readers.
    expect(titleInput()).toHaveAccessibleDescription('4 / 200 characters');
  });

  it('explains missing and too long fields next to them, and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/user/tickets/new');
    await user.click(submit());
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter a message.')).toBeInTheDocument();
    expect(titleInput()).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(titleInput(), { target: { value: 'x'.repeat(201) } });
    fireEvent.change(contentInput(), { target: { value: 'y'.repeat(10_001) } });
    await user.click(submit());
    expect(await screen.findByText('Use at most 200 characters in the title.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 10,000 characters in the message.')).toBeInTheDocument();
    expect(screen.getByText('201 / 200 characters')).toBeInTheDocument();

    fireEvent.change(titleInput(), { target: { value: '   ' } });
    await user.click(submit());
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(userTicketsCreate).not.toHaveBeenCalled();
  });

  it('previews the markdown safely', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/user/tickets/new');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    fireEvent.change(contentInput(), { target: { value: '**Urgent** <script>alert(1)</script>' } });
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(await screen.findByText('Urgent', { selector: 'strong' })).toBeInTheDocument();
    expect(panel.querySelector('script')).toBeNull();
    expect(panel).toHaveTextContent('<script>alert(1)</script>');
  });

  it('disables the button while sending, then opens the new ticket', async () => {
    const answer = deferred<unknown>();
    userTicketsCreate.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/tickets/new');
    await user.type(titleInput(), '  Cannot connect  ');
    await user.type(contentInput(), 'Since today');
    await user.click(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    expect(userTicketsCreate).toHaveBeenCalledWith({ body: { title: 'Cannot connect', content: 'Since today' } });
    await user.click(submit());
    expect(userTicketsCreate).toHaveBeenCalledTimes(1);

    answer.resolve({ is_success: true, message: 'created', result: { id: NEW_ID } });
    await waitFor(() => expect(currentUrl(location)).toBe(`/user/tickets/view/${NEW_ID}`));
  });

  it('keeps the text and explains when the server refuses', async () => {
    userTicketsCreate.mockRejectedValue(httpError(429, 'Too many tickets today'));
    const user = userEvent.setup();
    renderRoute(routes, '/user/tickets/new');
    await user.type(titleInput(), 'Help');
    await user.type(contentInput(), 'Please');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The ticket could not be opened');
    expect(titleInput()).toHaveValue('Help');
    expect(submit()).toBeEnabled();
  });
});
