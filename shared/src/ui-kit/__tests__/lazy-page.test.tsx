// lazyPage: the shell preloads a page's chunk and, beside it, the data the page declares for where it is
// opened, so the page's request does not wait for its code; a prefetch that fails changes nothing.
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { i18n, type PageMatch } from '@portal/shared';
import { lazyPage, lazySectionPage } from '@portal/shared/ui-kit';
import { deferred } from '@portal/shared/test/async';

const Fallback = () => <p>Loading the page…</p>;
const Page = () => <h1>The page</h1>;
const match = (search: string): PageMatch => ({ params: { id: '7' }, search: new URLSearchParams(search) });

it('starts the declared data together with the chunk, for the match it is given, without waiting for it', async () => {
  const chunk = deferred<{ default: ComponentType }>();
  const data = deferred<void>();
  const load = jest.fn(() => chunk.promise);
  const prefetch = jest.fn((_match: PageMatch) => data.promise);
  const LazyPage = lazyPage(load, Fallback, { prefetch });

  const preloading = LazyPage.preload!(match('page=2'));
  // Both started at once: the data does not wait for the chunk to arrive.
  expect(load).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(prefetch.mock.calls[0]![0].params).toEqual({ id: '7' });
  expect(prefetch.mock.calls[0]![0].search.get('page')).toBe('2');
  expect(LazyPage.isLoaded!()).toBe(false);

  // The chunk is enough: the page shows, and shows its own loading state while the data is on its way.
  chunk.resolve({ default: Page });
  await preloading;
  expect(LazyPage.isLoaded!()).toBe(true);
  render(<LazyPage />);
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
});

it('loads the chunk once, and starts the data for each place the page is opened', async () => {
  const load = jest.fn(async () => ({ default: Page }));
  const prefetch = jest.fn();
  const LazyPage = lazyPage(load, Fallback, { prefetch });
  await LazyPage.preload!(match('page=1'));
  await LazyPage.preload!(match('page=3'));
  expect(load).toHaveBeenCalledTimes(1);
  expect(prefetch.mock.calls.map(([opened]: [PageMatch]) => opened.search.get('page'))).toEqual(['1', '3']);
});

it('without a match (React.lazy rendering it alone), loads only the chunk', async () => {
  const prefetch = jest.fn();
  const LazyPage = lazyPage(async () => ({ default: Page }), Fallback, { prefetch });
  render(<LazyPage />);
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(prefetch).not.toHaveBeenCalled();
});

it.each([
  [
    'throws',
    () => {
      throw new Error('a bug in the prefetch');
    },
  ],
  ['rejects', () => Promise.reject(new Error('offline'))],
])('loads the page as before when its prefetch %s', async (_how, prefetch) => {
  const LazyPage = lazyPage(async () => ({ default: Page }), Fallback, { prefetch });
  await expect(LazyPage.preload!(match(''))).resolves.toBeUndefined();
  render(<LazyPage />);
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
});

describe('lazySectionPage', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it("shows the kit's loading spinner, in the reader's language, until the page's chunk is there", async () => {
    const chunk = deferred<{ default: ComponentType }>();
    const SectionPage = lazySectionPage(() => chunk.promise);
    await i18n.changeLanguage('zh-CN');
    render(<SectionPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('正在加载页面…');
    chunk.resolve({ default: Page });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
