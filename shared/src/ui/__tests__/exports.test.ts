// The UI pieces remotes share through '@portal/shared' (one copy instead of one per remote).
import * as shared from '../../index';

it('exports the shared page frame, pager, button link, text area and empty state', () => {
  for (const name of [
    'PageHeader',
    'PageColumn',
    'Panel',
    'Pagination',
    'pageInfo',
    'ButtonLink',
    'TextAreaField',
    'EmptyState',
  ]) {
    expect(shared).toHaveProperty(name);
  }
});
