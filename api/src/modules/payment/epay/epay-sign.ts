// EPay v1 ("易支付") MD5 signatures: every parameter except `sign`, `sign_type` and empty values, keys in
// ASCII order, `k=v` joined by `&` over the raw (not URL-encoded) values, then the merchant key —
// appended directly, or as `&key=<KEY>` for the clones that do that (PAYMENT_EPAY_SIGN_SUFFIX) — and
// MD5 in lower-case hex. Verification runs over the strings exactly as received: `money=10` is not
// `money=10.00`.
import crypto from 'node:crypto';

export type EpaySignSuffix = 'key' | '&key=';

/** The text the signature covers, without the key. */
export function epaySigningString(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign' && name !== 'sign_type' && params[name] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export function epaySign(params: Readonly<Record<string, string>>, key: string, suffix: EpaySignSuffix): string {
  const text = epaySigningString(params) + (suffix === '&key=' ? `&key=${key}` : key);
  return crypto.createHash('md5').update(text, 'utf8').digest('hex');
}

/** True when `params.sign` is the signature of `params` under `key` (compared in constant time). */
export function epayVerify(params: Readonly<Record<string, string>>, key: string, suffix: EpaySignSuffix): boolean {
  const given = params.sign ?? '';
  if (!/^[0-9a-fA-F]{32}$/.test(given)) return false;
  const expected = Buffer.from(epaySign(params, key, suffix), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** `params` with `sign` and `sign_type=MD5` added. */
export function signedEpayParams(
  params: Readonly<Record<string, string>>,
  key: string,
  suffix: EpaySignSuffix,
): Record<string, string> {
  return { ...params, sign: epaySign(params, key, suffix), sign_type: 'MD5' };
}
