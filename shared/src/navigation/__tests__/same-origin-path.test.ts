// Paths read from the URL and followed later (sign-in's redirect, a top-up's return_to): only same-origin ones.
import { sameOriginPath } from '@portal/shared';

describe('sameOriginPath', () => {
  it.each([
    ['/user/shop-old/payment?shop_id=3', '/user/shop-old/payment?shop_id=3'],
    ['/user/wallet#recent', '/user/wallet#recent'],
    ['/user/../about', '/about'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(sameOriginPath(raw)).toBe(expected);
  });

  it.each([
    ['//evil.example/user'],
    ['/\\evil.example'],
    ['https://evil.example/user'],
    ['javascript:alert(1)'],
    ['user/wallet'],
    ['/user\nwallet'],
    [`/${'a'.repeat(2048)}`],
    [''],
    [null],
    [undefined],
  ])('refuses %p', (raw) => {
    expect(sameOriginPath(raw)).toBeNull();
  });
});
