import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { currentUrl, signIn } from '@portal/shared/test/render-route';
import { renderPage } from '../../../test-utils/render-page';
import { announcement, ok } from '../../../test-utils/fixtures';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { userAnnouncementList: jest.fn(), userAnnouncementsMarkRead: jest.fn() },
}));
const mocked = api as unknown as Record<string, jest.Mock>;

const HOSTILE =
  '**Heads up** <script>window.hacked = true</script> <img src=x onerror="window.hacked = true"> [x](javascript:window.hacked=true)';

beforeEach(() => {
  queryClient.clear();
  for (const fn of Object.values(mocked)) fn.mockReset();
  mocked.userAnnouncementsMarkRead!.mockResolvedValue({ is_success: true, message: 'ok' });
  signIn();
});

describe('announcements', () => {
  it('renders the Markdown safely, marks unread ones and tells the server they were seen', async () => {
    mocked.userAnnouncementList!.mockResolvedValue(
      ok({
        total_count: 2,
        unread_count: 1,
        announcements: [
          announcement({ id: 7, ann_type: 'pop_up_ann', markdown_text: HOSTILE, is_read: false }),
          announcement({ id: 5, markdown_text: 'Older news' }),
        ],
      }),
    );
    await renderPage('/user/announcements/announcements');
    const cards = await screen.findAllByTestId('announcement');
    expect(cards.map((card) => card.dataset.unread)).toEqual(['true', 'false']);
    expect(within(cards[0]!).getByText('New')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Pop-up')).toBeInTheDocument();
    expect(await within(cards[0]!).findByText('Heads up')).toContainHTML('Heads up');
    expect(cards[0]!.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    await waitFor(() =>
      expect(mocked.userAnnouncementsMarkRead).toHaveBeenCalledWith({ body: { announcement_ids: [7] } }),
    );
    expect(mocked.userAnnouncementsMarkRead).toHaveBeenCalledTimes(1);
  });

  it('filters by type through the URL', async () => {
    mocked.userAnnouncementList!.mockImplementation(async ({ query }: { query: { ann_type?: string } }) =>
      ok({
        total_count: 1,
        unread_count: 0,
        announcements: [announcement({ markdown_text: `type ${query.ann_type ?? 'all'}` })],
      }),
    );
    const user = userEvent.setup();
    const { location } = await renderPage('/user/announcements/announcements');
    expect(await screen.findByText('type all')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'pop_up_ann');
    expect(await screen.findByText('type pop_up_ann')).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/user/announcements/announcements?type=pop_up_ann');
  });

  it('has an empty state in both languages', async () => {
    mocked.userAnnouncementList!.mockResolvedValue(ok({ total_count: 0, unread_count: 0, announcements: [] }));
    await renderPage('/user/announcements/announcements', { language: 'zh-CN' });
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
  });
});
