import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { currentUrl, signIn } from '@portal/shared/test/render-route';
import { renderPage } from '../../../test-utils/render-page';
import { activity, ok } from '../../../test-utils/fixtures';
import { readPageParams, writePageParams } from '../page-params';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), api: { accountActivity: jest.fn() } }));
const accountActivity = api.accountActivity as jest.Mock;

beforeEach(() => {
  queryClient.clear();
  accountActivity.mockReset();
  signIn();
});

describe('activity', () => {
  it('lists what happened in words, newest first, with where it came from', async () => {
    accountActivity.mockResolvedValue(
      ok({
        total_count: 2,
        activities: [
          activity({
            activity_id: 2,
            activity_type: 'email_changed',
            detail: { old_email: 'a@x.com', new_email: 'b@x.com' },
          }),
          activity({ activity_id: 1, activity_type: 'sign_in_failed', country: 'CN', ip_address: '114.114.114.114' }),
        ],
      }),
    );
    await renderPage('/user/account/activity');
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows.map((row) => row.dataset.type)).toEqual(['email_changed', 'sign_in_failed']);
    expect(within(rows[0]!).getByText('Email changed to b@x.com')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Sign-in failed: wrong password/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Check')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('114.114.114.114 · China · Chrome 131 · Windows 10')).toBeInTheDocument();
  });

  it('builds its formatters once for the list, not one set per row', async () => {
    const activities = Array.from({ length: 20 }, (_, index) => activity({ activity_id: index + 1, country: 'CN' }));
    accountActivity.mockResolvedValue(ok({ total_count: 20, activities }));
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const DisplayNames = Intl.DisplayNames;
    const regions = jest
      .spyOn(Intl, 'DisplayNames')
      .mockImplementation((...args: ConstructorParameters<typeof DisplayNames>) => new DisplayNames(...args));
    try {
      await renderPage('/user/account/activity');
      expect(await screen.findAllByTestId('activity-row')).toHaveLength(20);
      // Each row shows a time and a country: built per row, that would be twenty of each.
      expect(dates.mock.calls.length).toBeLessThanOrEqual(2);
      expect(regions.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      dates.mockRestore();
      regions.mockRestore();
    }
  });

  it('pages through the URL', async () => {
    accountActivity.mockImplementation(async ({ query }: { query: { page: number; size: number } }) =>
      ok({ total_count: 45, activities: [activity({ activity_id: query.page })] }),
    );
    const user = userEvent.setup();
    const { location } = await renderPage('/user/account/activity?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(accountActivity).toHaveBeenLastCalledWith(expect.objectContaining({ query: { page: 2, size: 20 } }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/user/account/activity?page=3');
  });

  it('has an empty state', async () => {
    accountActivity.mockResolvedValue(ok({ total_count: 0, activities: [] }));
    await renderPage('/user/account/activity', { language: 'zh-CN' });
    expect(await screen.findByText('暂无动态')).toBeInTheDocument();
  });

  it('reads unusable page parameters as the defaults', () => {
    expect(readPageParams(new URLSearchParams('page=-3&size=7'))).toEqual({ page: 1, size: 20 });
    expect(writePageParams({ page: 1, size: 20 }).toString()).toBe('');
    expect(writePageParams({ page: 2, size: 50 }).toString()).toBe('page=2&size=50');
  });
});
