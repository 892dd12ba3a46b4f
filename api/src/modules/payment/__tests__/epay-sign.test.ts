import { epaySign, epaySigningString, epayVerify, signedEpayParams } from '../epay/epay-sign';

// The published vector (PPanel's tests, recomputed independently).
const KEY = 'LbTabbB580zWyhXhyyww7wwvy5u8k0wl';
const VECTOR = {
  money: '10',
  name: 'product',
  out_trade_no: '202412152115078262977262254',
  pid: '1654',
  trade_no: '2024121521150860990',
  trade_status: 'TRADE_SUCCESS',
  type: 'alipay',
};
const EXPECTED = 'd3181f18ebdf9821f0ab6ee93faa82d1';

describe('EPay v1 MD5 signature', () => {
  it('matches the known-answer vector', () => {
    expect(epaySigningString(VECTOR)).toBe(
      'money=10&name=product&out_trade_no=202412152115078262977262254&pid=1654&trade_no=2024121521150860990&trade_status=TRADE_SUCCESS&type=alipay',
    );
    expect(epaySign(VECTOR, KEY, 'key')).toBe(EXPECTED);
    expect(epayVerify({ ...VECTOR, sign: EXPECTED, sign_type: 'MD5' }, KEY, 'key')).toBe(true);
    expect(epayVerify({ ...VECTOR, sign: EXPECTED.toUpperCase(), sign_type: 'MD5' }, KEY, 'key')).toBe(true);
  });

  it('orders keys in ASCII order and drops sign, sign_type and empty values', () => {
    const shuffled = { type: 'alipay', pid: '1654', param: '', sign: 'x', sign_type: 'MD5', money: '10' };
    expect(epaySigningString(shuffled)).toBe('money=10&pid=1654&type=alipay');
  });

  it('refuses a change to any field, to the amount, or another key', () => {
    const signed = { ...VECTOR, sign: EXPECTED, sign_type: 'MD5' };
    for (const field of Object.keys(VECTOR) as (keyof typeof VECTOR)[]) {
      expect(epayVerify({ ...signed, [field]: `${VECTOR[field]}0` }, KEY, 'key')).toBe(false);
    }
    expect(epayVerify({ ...signed, money: '10.00' }, KEY, 'key')).toBe(false); // the string signed, not its value
    expect(epayVerify({ ...signed, extra: 'added' }, KEY, 'key')).toBe(false); // an added field is covered too
    expect(epayVerify(signed, `${KEY}x`, 'key')).toBe(false);
    expect(epayVerify({ ...signed, sign: 'not-hex' }, KEY, 'key')).toBe(false);
    expect(epayVerify({ ...VECTOR }, KEY, 'key')).toBe(false);
  });

  it('signs with `&key=` for the clones that want it, and the two styles differ', () => {
    const clone = epaySign(VECTOR, KEY, '&key=');
    expect(clone).not.toBe(EXPECTED);
    expect(epayVerify({ ...VECTOR, sign: clone }, KEY, '&key=')).toBe(true);
    expect(epayVerify({ ...VECTOR, sign: clone }, KEY, 'key')).toBe(false);
    expect(signedEpayParams(VECTOR, KEY, 'key')).toEqual({ ...VECTOR, sign: EXPECTED, sign_type: 'MD5' });
  });
});
