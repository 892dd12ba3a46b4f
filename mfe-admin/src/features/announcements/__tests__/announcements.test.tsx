import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { announcement, ok, page } from '../../../test-utils/fixtures';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    adminAnnouncementsList: jest.fn(),
    adminAnnouncementCreate: jest.fn(),
    adminAnnouncementEdit: jest.fn(),
    adminAnnouncementDelete: jest.fn(),
  },
}));

jest.setTimeout(30_000);
const mocked = api as unknown as Record<string, jest.Mock>;

beforeEach(() => {
  queryClient.clear();
  for (const mock of Object.values(mocked)) mock.mockReset();
  mocked.adminAnnouncementsList!.mockResolvedValue(page([announcement()]));
  signIn('low_admin');
});

describe('announcements', () => {
  it('lists what was published, which one is shown now and in which languages', async () => {
    renderRoute(routes, '/admin/announcements');
    const [card] = await screen.findAllByTestId('announcement');
    expect(within(card!).getByText('Shown now')).toBeInTheDocument();
    expect(within(card!).getByText('Chinese')).toBeInTheDocument();
    expect(await within(card!).findByText('Sunday', { selector: 'strong' })).toBeInTheDocument();
  });

  it('writes one with a live preview per language and publishes it (support staff may)', async () => {
    mocked.adminAnnouncementCreate!.mockResolvedValue(ok(announcement({ id: 2 })));
    const user = userEvent.setup();
    renderRoute(routes, '/admin/announcements');
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('form', { name: 'New announcement' });
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(within(form).getByRole('textbox', { name: 'Default text' })).toHaveAccessibleDescription(
      expect.stringContaining('Fill this in.'),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Default text' }), 'Maintenance on **Sunday**');
    expect(await within(form).findByText('Sunday', { selector: 'strong' })).toBeInTheDocument();
    await user.click(within(form).getByRole('tab', { name: 'Text in Chinese' }));
    await user.type(within(form).getByRole('textbox', { name: 'Text in Chinese' }), '周日维护');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Where' }), 'Pop-up');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(mocked.adminAnnouncementCreate).toHaveBeenCalledWith({
        body: {
          ann_type: 'pop_up_ann',
          markdown_text: 'Maintenance on **Sunday**',
          markdown_i18n: { 'zh-CN': '周日维护' },
        },
      }),
    );
    expect(await screen.findByText('Announcement published')).toBeInTheDocument();
  });

  it('corrects one in place, and removes one after saying the previous comes back', async () => {
    mocked.adminAnnouncementEdit!.mockResolvedValue(ok(announcement()));
    mocked.adminAnnouncementDelete!.mockResolvedValue({ is_success: true, message: 'ok' });
    const user = userEvent.setup();
    renderRoute(routes, '/admin/announcements');
    const [card] = await screen.findAllByTestId('announcement');
    await user.click(within(card!).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit the announcement' });
    expect(within(form).getByRole('textbox', { name: 'Default text' })).toHaveValue('Maintenance on **Sunday**.');
    await user.type(within(form).getByRole('textbox', { name: 'Default text' }), ' Sorry!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocked.adminAnnouncementEdit).toHaveBeenCalledWith({
        params: { announcement_id: 1 },
        body: {
          ann_type: 'index_ann',
          markdown_text: 'Maintenance on **Sunday**. Sorry!',
          markdown_i18n: { 'zh-CN': '周日**维护**。' },
        },
      }),
    );
    await user.click(within(card!).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/the one before it of its type is shown again/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(mocked.adminAnnouncementDelete).toHaveBeenCalledWith({ params: { announcement_id: 1 } }),
    );
  });
});
