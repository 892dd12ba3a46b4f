// The pager over ?page&size: the caller's summary, the kit's own words for the rest, in both languages.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, PortalProviders } from '@portal/shared';
import { PageNumberPager, uiKitStrings } from '@portal/shared/ui-kit';
import { translationKeys } from '@portal/shared/test/translations';

afterEach(() => void i18n.changeLanguage('en'));

function renderPager(onChange = jest.fn()) {
  render(
    <PortalProviders>
      <PageNumberPager
        page={2}
        size={10}
        count={10}
        totalCount={25}
        pageSizes={[10, 20]}
        labels={{ summary: (total) => `${total} invoices` }}
        onChange={onChange}
      />
    </PortalProviders>,
  );
  return onChange;
}

it('pages by number and size, in the caller’s summary and the kit’s words', async () => {
  const onChange = renderPager();
  expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  expect(screen.getByText('25 invoices')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
  expect(onChange).toHaveBeenCalledWith({ page: 3, size: 10 });
});

it('speaks Chinese, with every text of the kit in both languages', async () => {
  expect(translationKeys(uiKitStrings['zh-CN']).sort()).toEqual(translationKeys(uiKitStrings.en).sort());
  await i18n.changeLanguage('zh-CN');
  renderPager();
  expect(screen.getByText('第 2 页，共 3 页')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
});
