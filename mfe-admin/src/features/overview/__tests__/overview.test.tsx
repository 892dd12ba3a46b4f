import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { ok, overview } from '../../../test-utils/fixtures';
import { httpError } from '../../../test-utils/errors';
import { routes } from '../../../routes';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { adminOverview: jest.fn() },
}));

// echarts does not draw in jsdom: the module-by-module setup is replaced by a recorder.
const mockCharts: { setOption: jest.Mock }[] = [];
jest.mock('../lib/echarts-setup', () => ({
  echarts: {
    init: jest.fn(() => {
      const chart = { setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() };
      mockCharts.push(chart);
      return chart;
    }),
  },
}));

jest.setTimeout(20_000);
const adminOverview = api.adminOverview as jest.Mock;

beforeEach(() => {
  queryClient.clear();
  mockCharts.length = 0;
  adminOverview.mockReset().mockResolvedValue(ok(overview()));
  signIn('low_admin');
});

describe('the overview', () => {
  it('shows today, this month, customers, tickets waiting, nodes and orders to review', async () => {
    renderRoute(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator console' })).toBeInTheDocument();
    const month = await screen.findByRole('region', { name: 'This month' });
    // Money is formatted from the API's decimal strings, in its currency.
    expect(within(month).getByText('CN¥2,048.00')).toBeInTheDocument();
    expect(within(month).getByText('CN¥1,500.25')).toBeInTheDocument();
    expect(within(month).getByText('41')).toBeInTheDocument();
    expect(
      screen.getByText('Today is 2026-03-30 (service days run on UTC+8). Figures as of', { exact: false }),
    ).toBeInTheDocument();
    const nodes = screen.getByRole('region', { name: 'Nodes' });
    expect(within(nodes).getByText('7 of 9')).toBeInTheDocument();
    expect(within(nodes).getByText('1 enabled node is offline.')).toBeInTheDocument();
    const tickets = screen.getByRole('region', { name: 'Tickets waiting' });
    expect(within(tickets).getByText(/3 customers wait for an answer, the longest for/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review them' })).toHaveAttribute('href', '/admin/orders?review=1');
    expect(screen.getByRole('link', { name: 'See whose plans end soon' })).toHaveAttribute(
      'href',
      '/admin/customers?expiring=7',
    );
  });

  it('draws 30 days of trends, with the same figures in a table', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/admin');
    await waitFor(() => expect(mockCharts).toHaveLength(2));
    await waitFor(() => expect(mockCharts.every((chart) => chart.setOption.mock.calls.length > 0)).toBe(true));
    const [money, people] = mockCharts.map((chart) => chart.setOption.mock.calls.at(-1)![0]);
    expect(money.series.map((series: { data: number[] }) => series.data.length)).toEqual([30, 30]);
    expect(money.series[0].data[29]).toBe(29.5);
    expect(money.xAxis.data[0]).toBe('03-01');
    expect(people.series[0].type).toBe('bar');
    await user.click(screen.getByText('Show the figures of each day'));
    const table = screen.getByRole('table', { name: 'Each day of the last 30 days, newest first' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('2026-03-30')).toBeInTheDocument();
    expect(within(first).getByText('CN¥29.50')).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    renderRoute(routes, '/admin', { language: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '运营控制台' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '本月' })).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded, and tries again', async () => {
    // A refusal is not retried by the query client: the page shows it at once.
    adminOverview.mockRejectedValueOnce(httpError(403, 'Staff only')).mockResolvedValue(ok(overview()));
    const user = userEvent.setup();
    renderRoute(routes, '/admin');
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('region', { name: 'This month' })).toBeInTheDocument();
  });
});
