import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageInfo, type PaginationLabels, type PaginationProps } from '../components/Pagination';
import { renderUi } from './render';

const labels: PaginationLabels = {
  nav: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageSize: 'Per page',
  summary: ({ from, to, total }) => (total === undefined ? `Rows ${from}–${to}` : `${from}–${to} of ${total}`),
  position: ({ page, pages }) => `Page ${page} of ${pages}`,
};

function renderPager(props: Partial<PaginationProps>) {
  const onChange = jest.fn();
  renderUi(
    <Pagination
      window={{ limit: 20, offset: 0 }}
      count={20}
      pageSizes={[20, 50, 100]}
      labels={labels}
      onChange={onChange}
      {...props}
    />,
  );
  return onChange;
}

describe('pageInfo', () => {
  it('counts rows from 1 and pages from the total when there is one', () => {
    expect(pageInfo({ limit: 20, offset: 20 }, 20, 45)).toEqual({ from: 21, to: 40, page: 2, total: 45, pages: 3 });
    expect(pageInfo({ limit: 10, offset: 20 }, 5)).toEqual({ from: 21, to: 25, page: 3 });
    expect(pageInfo({ limit: 10, offset: 0 }, 0, 0)).toEqual({ from: 0, to: 0, page: 1, total: 0, pages: 1 });
  });
});

describe('Pagination', () => {
  it('is a named navigation landmark that moves the window with Previous / Next', async () => {
    const user = userEvent.setup();
    const onChange = renderPager({ window: { limit: 20, offset: 20 }, count: 20, total: 45 });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith({ limit: 20, offset: 0 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith({ limit: 20, offset: 40 });
  });

  it('disables (not hides) the buttons at the ends', () => {
    renderPager({ window: { limit: 20, offset: 40 }, count: 5, total: 45 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('without a total offers Next while the page is full and shows no page count', () => {
    renderPager({ window: { limit: 20, offset: 0 }, count: 20 });
    expect(screen.getByText('Rows 1–20')).toBeInTheDocument();
    expect(screen.queryByText(/^Page /)).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('without a total stops at a page that is not full', () => {
    renderPager({ window: { limit: 20, offset: 20 }, count: 19 });
    expect(screen.getByText('Rows 21–39')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('changing the page size starts again from the first row', async () => {
    const onChange = renderPager({ window: { limit: 20, offset: 60 }, count: 20, total: 200 });
    await userEvent.setup().selectOptions(screen.getByLabelText('Per page'), '50');
    expect(onChange).toHaveBeenCalledWith({ limit: 50, offset: 0 });
  });

  it('with hideIdleControls leaves out a pager and size choice that would do nothing', () => {
    renderPager({ window: { limit: 20, offset: 0 }, count: 12, total: 12, hideIdleControls: true });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1–12 of 12');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Per page')).toBeNull();
  });

  it('with hideIdleControls keeps the size choice when a larger size is chosen, and the pager past page one', () => {
    renderPager({ window: { limit: 50, offset: 50 }, count: 0, total: 12, hideIdleControls: true });
    expect(screen.getByLabelText('Per page')).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Page 2 of 1')).toBeInTheDocument();
  });
});
