import { isGatewayUrl } from '../gateway';
import { rememberReturnTo, returnToFor } from '../return-to';
import { invoicePath, paymentPath, topUpPath } from '../paths';

describe('leaving for the gateway', () => {
  it('follows only http(s) pay URLs', () => {
    expect(isGatewayUrl('https://pay.example.com/submit.php?x=1')).toBe(true);
    expect(isGatewayUrl('/sandbox/epay/submit.php?x=1')).toBe(true);
    expect(isGatewayUrl('javascript:alert(1)')).toBe(false);
    expect(isGatewayUrl('data:text/html,hi')).toBe(false);
    expect(isGatewayUrl('')).toBe(false);
    expect(isGatewayUrl(null)).toBe(false);
  });
});

describe('coming back to a purchase after a top-up', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a same-origin path for the order, and reads it back', () => {
    rememberReturnTo('R1', '/user/shop-old/payment?shop_id=3');
    expect(returnToFor('R1')).toBe('/user/shop-old/payment?shop_id=3');
    expect(returnToFor('R2')).toBeNull();
  });

  it('never keeps a path to another site, nor trusts one planted in storage', () => {
    rememberReturnTo('R1', '//evil.example/user');
    expect(returnToFor('R1')).toBeNull();
    sessionStorage.setItem('wallet.return-to:R3', 'https://evil.example');
    expect(returnToFor('R3')).toBeNull();
  });
});

describe('wallet paths', () => {
  it('builds the addresses other pages link to', () => {
    expect(paymentPath(3)).toBe('/user/shop-old/payment?shop_id=3');
    expect(invoicePath('abc')).toBe('/user/wallet/billing/view-invoice/abc');
    expect(topUpPath('2.50', paymentPath(3))).toBe(
      '/user/wallet/recharge/new?amount=2.50&return_to=%2Fuser%2Fshop-old%2Fpayment%3Fshop_id%3D3',
    );
  });
});
