import { DEFAULT_AFTER_SIGN_IN, safeRedirectTarget } from '../redirect';

const origin = 'https://portal.example';

describe('safeRedirectTarget', () => {
  it.each([
    ['/user/wallet', '/user/wallet'],
    ['/user/tickets/view/3?tab=messages#last', '/user/tickets/view/3?tab=messages#last'],
    ['https://portal.example/user/nodes?x=1', '/user/nodes?x=1'],
  ])('follows the same-origin target %s', (raw, expected) => {
    expect(safeRedirectTarget(raw, origin)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['//evil.com'],
    ['//evil.com/user'],
    ['/\\evil.com'],
    ['/\t/evil.com'],
    ['https://evil.com'],
    ['https://portal.example.evil.com/user'],
    ['http://portal.example/user'],
    ['javascript:alert(1)'],
    ['user/dashboard'],
    ['/auth/sign-in'],
    ['/auth'],
  ])('goes to the dashboard instead of %s', (raw) => {
    expect(safeRedirectTarget(raw, origin)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('defaults to the page origin', () => {
    expect(safeRedirectTarget(`${window.location.origin}/user/promote`)).toBe('/user/promote');
  });
});
