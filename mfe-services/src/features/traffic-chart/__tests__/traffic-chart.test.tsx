import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { GB, ok } from '../../../test-utils/fixtures';
import { currentUrl, renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';
import { currentYearMonth, readChartParams, shiftYearMonth } from '../chart-params';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: { servicesSubscribeLogAreaTimeAxis: jest.fn(), servicesSubscribeLogCalendarPie: jest.fn() },
}));

// echarts itself does not draw in jsdom: the module-by-module setup is replaced by a recorder.
const mockCharts: { setOption: jest.Mock; dispose: jest.Mock }[] = [];
jest.mock('../lib/echarts-setup', () => ({
  echarts: {
    init: jest.fn(() => {
      const chart = { setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() };
      mockCharts.push(chart);
      return chart;
    }),
  },
}));

const mocked = api as unknown as Record<string, jest.Mock>;

// Each test renders the whole chart page in jsdom, where React's development build, styled-components'
// style injection and every role query's computed styles cost real CPU: about 0.3 s a test on an idle
// core, but the first render and first role query of the file take 2-3 s at a quarter of a core, and a
// CI run on a loaded machine went over Jest's 5 s default. The ceiling is for a starved machine, not a
// budget (speed is measured by npm run bench): every wait inside keeps its own bound, so a chart that
// never draws or a URL that never changes still fails on its assertion.
jest.setTimeout(20_000);

const hour = (index: number) => ({
  user_id: 7,
  data_time_range_lower: new Date(Date.UTC(2026, 2, 1, index)).toISOString(),
  timestamp_ms: Date.UTC(2026, 2, 1, index),
  ss_tx_size: GB,
  ss_rx_size: 2 * GB,
  total_traffic: 3 * GB,
  traffic_gb: 3,
});

const day = (date: number) => ({
  user_id: 7,
  data_time_range_lower: `2026-03-${String(date).padStart(2, '0')}T12:00:00.000Z`,
  ss_tx_size: GB,
  ss_rx_size: GB,
  total_traffic: 2 * GB,
  traffic_gb: 2,
});

beforeEach(() => {
  queryClient.clear();
  mockCharts.length = 0;
  for (const mock of Object.values(mocked)) mock.mockReset();
  signIn();
  mocked.servicesSubscribeLogAreaTimeAxis!.mockResolvedValue(ok([hour(0), hour(1)]));
  mocked.servicesSubscribeLogCalendarPie!.mockResolvedValue(ok([day(1), day(2), day(3)]));
});

type Option = { series: { type: string; data: unknown[] }[]; calendar?: { range: string } };
const options = () => mockCharts.map((chart) => chart.setOption.mock.calls.at(-1)?.[0] as Option | undefined);

describe('traffic charts', () => {
  it('draws the area chart and the month calendar + pie from the API data', async () => {
    renderRoute(routes, '/user/subscribe-log-chart?year_month=2026-03');
    expect(await screen.findByRole('heading', { level: 1, name: 'Traffic charts' })).toBeInTheDocument();
    await waitFor(() => expect(mockCharts).toHaveLength(3));
    await waitFor(() => expect(options().every(Boolean)).toBe(true));
    const [area, calendar, pie] = options() as Option[];
    expect(area!.series.map((series) => series.type)).toEqual(['line', 'line']);
    expect(area!.series[0]!.data).toEqual([
      [Date.UTC(2026, 2, 1, 0), GB],
      [Date.UTC(2026, 2, 1, 1), GB],
    ]);
    expect(calendar!.calendar!.range).toBe('2026-03');
    expect(calendar!.series[0]!.data).toHaveLength(31);
    expect(calendar!.series[0]!.data).toContainEqual(['2026-03-02', 2 * GB]);
    expect(calendar!.series[0]!.data).toContainEqual(['2026-03-20', 0]);
    expect(pie!.series[0]!.type).toBe('pie');
    expect(screen.getByRole('img', { name: '2 hours shown, 6.00 GB in total.' })).toBeInTheDocument();
    expect(screen.getByText(/2026-03: 6.00 GB over 3 days/)).toBeInTheDocument();
    expect(mocked.servicesSubscribeLogAreaTimeAxis).toHaveBeenCalledWith(
      expect.objectContaining({ query: { limit: 168 } }),
    );
    expect(mocked.servicesSubscribeLogCalendarPie).toHaveBeenCalledWith(
      expect.objectContaining({ query: { year_month: '2026-03' } }),
    );
  });

  it('changes the period through ?limit', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/subscribe-log-chart');
    await screen.findAllByTestId('echart');
    await user.selectOptions(screen.getByLabelText('Period'), '24');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/subscribe-log-chart?limit=24'));
    await waitFor(() =>
      expect(mocked.servicesSubscribeLogAreaTimeAxis).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: { limit: 24 } }),
      ),
    );
  });

  it('refuses a month not written as YYYY-MM and keeps the month shown', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/subscribe-log-chart?year_month=2026-03');
    const field = await screen.findByLabelText('Month (YYYY-MM)');
    expect(field).toHaveValue('2026-03');

    await user.clear(field);
    await user.type(field, '2026-13');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Use the format YYYY-MM, e.g. 2026-03.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl(location)).toBe('/user/subscribe-log-chart?year_month=2026-03');
    expect(mocked.servicesSubscribeLogCalendarPie).toHaveBeenCalledTimes(1);
  });

  it('moves to the month typed, then by month with the arrows', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(routes, '/user/subscribe-log-chart?year_month=2026-03');
    const field = await screen.findByLabelText('Month (YYYY-MM)');

    await user.clear(field);
    await user.type(field, '2025-11{Enter}');
    await waitFor(() => expect(currentUrl(location)).toBe('/user/subscribe-log-chart?year_month=2025-11'));
    await waitFor(() =>
      expect(mocked.servicesSubscribeLogCalendarPie).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: { year_month: '2025-11' } }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/user/subscribe-log-chart?year_month=2025-10'));
    expect(screen.getByLabelText('Month (YYYY-MM)')).toHaveValue('2025-10');
  });

  it('says when a month has no traffic', async () => {
    mocked.servicesSubscribeLogCalendarPie!.mockResolvedValue(ok([]));
    renderRoute(routes, '/user/subscribe-log-chart?year_month=2026-01');
    expect(await screen.findByRole('heading', { name: 'No traffic in 2026-01.' })).toBeInTheDocument();
  });
});

describe('chart params', () => {
  it('reads valid params and falls back to the current month and 168 hours', () => {
    const now = new Date(2026, 0, 15);
    expect(readChartParams(new URLSearchParams('limit=24&year_month=2025-02'), now)).toEqual({
      limit: 24,
      yearMonth: '2025-02',
    });
    expect(readChartParams(new URLSearchParams('limit=5&year_month=2025-2'), now)).toEqual({
      limit: 168,
      yearMonth: '2026-01',
    });
    expect(currentYearMonth(now)).toBe('2026-01');
    expect(shiftYearMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftYearMonth('2025-12', 1)).toBe('2026-01');
  });
});
