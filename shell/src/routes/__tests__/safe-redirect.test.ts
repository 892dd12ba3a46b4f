// The sign-in redirect target: only same-origin relative paths survive.
import { safeRedirectTarget, signInLocation } from '../safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/user/tickets', '/user/tickets'],
    ['/user/tickets?page=2&size=10', '/user/tickets?page=2&size=10'],
    ['/user/wallet#recharge', '/user/wallet#recharge'],
    ['/about', '/about'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    ['//evil.example/user'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['http://evil.example/user'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['user/dashboard'],
    ['/user\tdashboard'],
    ['/\t/evil.example'],
    [''],
    [null],
    [undefined],
  ])('rejects %p in favour of the dashboard', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/user/dashboard');
  });

  it('does not send a user back to the sign-in pages', () => {
    expect(safeRedirectTarget('/auth/sign-in?redirect=/user')).toBe('/user/dashboard');
    expect(safeRedirectTarget('/auth')).toBe('/user/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//evil', '/about')).toBe('/about');
  });
});

describe('signInLocation', () => {
  it('carries the requested path and search in the redirect parameter', () => {
    const location = signInLocation({ pathname: '/user/tickets', search: '?page=2' });
    expect(location).toBe('/auth/sign-in?redirect=%2Fuser%2Ftickets%3Fpage%3D2');
    expect(new URLSearchParams(location.split('?')[1]).get('redirect')).toBe('/user/tickets?page=2');
  });
});
