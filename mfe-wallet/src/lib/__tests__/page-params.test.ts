import { pageWindow, readPageParams, writePageParams } from '../page-params';

describe('paged lists in the URL', () => {
  it('reads ?page and ?size, falling back to the defaults for anything unreadable', () => {
    expect(readPageParams(new URLSearchParams('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(readPageParams(new URLSearchParams('page=-1&size=7'))).toEqual({ page: 1, size: 20 });
    expect(readPageParams(new URLSearchParams('page=1.5'), 10)).toEqual({ page: 1, size: 10 });
  });

  it('writes only what differs from the defaults and keeps the page’s other parameters', () => {
    const search = new URLSearchParams('trade_no=R1&page=4');
    expect(writePageParams(search, { page: 1, size: 20 }).toString()).toBe('trade_no=R1');
    expect(writePageParams(search, { page: 2, size: 50 }).toString()).toBe('trade_no=R1&page=2&size=50');
  });

  it('turns a page into the window of a limit/offset API', () => {
    expect(pageWindow({ page: 3, size: 10 })).toEqual({ limit: 10, offset: 20 });
  });
});
