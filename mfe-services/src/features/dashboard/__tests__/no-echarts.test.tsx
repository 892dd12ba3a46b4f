// The dashboard must never pull in echarts (the chart page loads it on its own). Checked twice:
// statically over the dashboard page's whole module graph, and at run time by rendering it.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { api } from '@portal/shared';
import { queryClient } from '@portal/shared/query';
import { announcement, checkinStatus, dashboard, linkToken } from '../../../test-utils/fixtures';
import { renderRoute, signIn } from '@portal/shared/test/render-route';
import { routes } from '../../../routes';

const mockEchartsLoads: string[] = [];
jest.mock('echarts/core', () => {
  mockEchartsLoads.push('echarts/core');
  return { use: jest.fn(), init: jest.fn() };
});
jest.mock('echarts/charts', () => {
  mockEchartsLoads.push('echarts/charts');
  return {};
});

jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  api: {
    userDashboard: jest.fn(),
    userAnnouncements: jest.fn(),
    servicesLinkToken: jest.fn(),
    servicesOldCheckinStatus: jest.fn(),
    servicesOldCheckin: jest.fn(),
  },
}));

const SRC = path.resolve(__dirname, '../../..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** Every package a module reaches, following its relative imports (static and dynamic). */
function packagesReachedFrom(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('.')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) queue.push(resolved);
      } else packages.add(specifier);
    }
  }
  return { files, packages };
}

describe('the dashboard and echarts', () => {
  it('has no module in its import graph that imports echarts', () => {
    const { files, packages } = packagesReachedFrom(path.join(SRC, 'features/dashboard/components/DashboardPage.tsx'));
    expect(files.size).toBeGreaterThan(10);
    expect([...packages].filter((name) => name.startsWith('echarts') || name.startsWith('zrender'))).toEqual([]);
    // The check can fail: the chart page's graph does reach echarts.
    const chart = packagesReachedFrom(path.join(SRC, 'features/traffic-chart/components/TrafficChartPage.tsx'));
    expect([...chart.packages]).toContain('echarts/core');
  });

  it('renders without loading echarts', async () => {
    const mocked = api as unknown as Record<string, jest.Mock>;
    mocked.userDashboard!.mockResolvedValue(dashboard());
    mocked.userAnnouncements!.mockResolvedValue(announcement());
    mocked.servicesLinkToken!.mockResolvedValue(linkToken());
    mocked.servicesOldCheckinStatus!.mockResolvedValue(checkinStatus());
    queryClient.clear();
    signIn();
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByText('VIP 2')).toBeInTheDocument();
    await screen.findByTestId('subscription-link');
    expect(mockEchartsLoads).toEqual([]);
  });
});
