import { percentOf } from '../format';
import { DEFAULT_LIMIT, readWindow, writeWindow } from '../limit-offset';

describe('percentOf', () => {
  it('bounds percentages', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(500, 200)).toBe(100);
  });
});

describe('limit/offset URL params', () => {
  it('reads valid windows and falls back otherwise', () => {
    expect(readWindow(new URLSearchParams('limit=50&offset=100'))).toEqual({ limit: 50, offset: 100 });
    expect(readWindow(new URLSearchParams('limit=7&offset=-1'))).toEqual({ limit: DEFAULT_LIMIT, offset: 0 });
    expect(readWindow(new URLSearchParams('limit=99999999&offset=1.5'))).toEqual({ limit: DEFAULT_LIMIT, offset: 0 });
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    expect(writeWindow(new URLSearchParams('x=1&offset=20'), { limit: DEFAULT_LIMIT, offset: 0 }).toString()).toBe(
      'x=1',
    );
    expect(writeWindow(new URLSearchParams(), { limit: 100, offset: 200 }).toString()).toBe('limit=100&offset=200');
  });
});
