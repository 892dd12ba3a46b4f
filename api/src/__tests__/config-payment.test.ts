// The payment part of the configuration (config-payment.ts): defaults, and one clear line per mistake.
import { ConfigError, loadConfig } from '../config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/repo');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('payment configuration', () => {
  it('has the documented defaults: CNY, 1.00 to 10000.00, the sandbox as the mode says, 10 % on the first purchase', () => {
    const config = loadConfig({}, '/repo');
    expect(config.payment).toEqual({
      currency: 'CNY',
      minAmount: '1.00',
      maxAmount: '10000.00',
      presets: ['10.00', '30.00', '50.00', '100.00', '200.00'],
      epay: { url: undefined, pid: undefined, key: undefined, types: ['alipay', 'wxpay'], signSuffix: 'key' },
      sandbox: undefined,
      stripe: null,
    });
    expect(config.invite).toEqual({ commissionRate: '0.10', commissionRule: 'first_purchase' });
    expect(config.invoiceSeller).toEqual({ name: '极速云', address: null, email: null });
  });

  it('reads a gateway, Stripe, the bounds and the seller', () => {
    const config = loadConfig(
      {
        PAYMENT_EPAY_URL: 'https://pay.example.com',
        PAYMENT_EPAY_PID: '1001',
        PAYMENT_EPAY_KEY: 'a-merchant-key-of-32-characters!',
        PAYMENT_EPAY_TYPES: 'alipay, qqpay,alipay',
        PAYMENT_EPAY_SIGN_SUFFIX: '&key=',
        PAYMENT_MIN_AMOUNT: '5',
        PAYMENT_MAX_AMOUNT: '500.5',
        PAYMENT_PRESETS: '5, 50.5,500',
        STRIPE_SECRET_KEY: 'sk_live_abcdefgh12345678',
        STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12345678',
        INVITE_COMMISSION_RATE: '0.125',
        INVITE_COMMISSION_RULE: 'every_purchase',
        INVOICE_SELLER_NAME: 'Example Ltd',
        INVOICE_SELLER_ADDRESS: '1 Example Road',
        INVOICE_SELLER_EMAIL: 'billing@example.com',
      },
      '/repo',
    );
    expect(config.payment).toMatchObject({
      minAmount: '5.00',
      maxAmount: '500.50',
      presets: ['5.00', '50.50', '500.00'],
      epay: { url: 'https://pay.example.com/', types: ['alipay', 'qqpay'], signSuffix: '&key=' },
      stripe: { secretKey: 'sk_live_abcdefgh12345678', webhookSecret: 'whsec_abcdefgh12345678' },
    });
    expect(config.invite).toEqual({ commissionRate: '0.125', commissionRule: 'every_purchase' });
    expect(config.invoiceSeller).toEqual({
      name: 'Example Ltd',
      address: '1 Example Road',
      email: 'billing@example.com',
    });
  });

  it('names every bad value in plain words', () => {
    expect(
      problems({
        PAYMENT_CURRENCY: 'XYZ',
        PAYMENT_MIN_AMOUNT: '0.001',
        PAYMENT_MAX_AMOUNT: '-5',
        PAYMENT_PRESETS: '10;20',
        PAYMENT_EPAY_URL: 'not a url',
        PAYMENT_EPAY_KEY: 'short',
        PAYMENT_EPAY_TYPES: 'Ali Pay',
        PAYMENT_EPAY_SIGN_SUFFIX: 'md5',
        STRIPE_SECRET_KEY: 'pk_test_123',
        INVITE_COMMISSION_RATE: '10%',
        INVITE_COMMISSION_RULE: 'always',
      }),
    ).toEqual([
      'PAYMENT_CURRENCY: must be an ISO 4217 code such as CNY or USD',
      'PAYMENT_MIN_AMOUNT: must be an amount such as 10 or 9.90 (at most two decimals)',
      'PAYMENT_MAX_AMOUNT: must be an amount such as 10 or 9.90 (at most two decimals)',
      'PAYMENT_PRESETS: must be amounts separated by commas, e.g. 10,30,50',
      'PAYMENT_EPAY_URL: must be the gateway base URL such as https://pay.example.com/',
      'PAYMENT_EPAY_KEY: must be the merchant key (16-128 printable characters, no spaces)',
      'PAYMENT_EPAY_TYPES: must be channels separated by commas, e.g. alipay,wxpay',
      'PAYMENT_EPAY_SIGN_SUFFIX: must be key or &key=',
      'STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_… or sk_test_…)',
      'INVITE_COMMISSION_RATE: must be a fraction from 0 to 1 such as 0.10 (at most 4 decimals)',
      'INVITE_COMMISSION_RULE: must be first_purchase or every_purchase',
    ]);
  });

  it('refuses settings that contradict each other', () => {
    expect(problems({ PAYMENT_MIN_AMOUNT: '100', PAYMENT_MAX_AMOUNT: '50', PAYMENT_PRESETS: '60' })).toEqual([
      'PAYMENT_MIN_AMOUNT / PAYMENT_MAX_AMOUNT: the minimum is above the maximum',
      'PAYMENT_PRESETS: 60.00 outside PAYMENT_MIN_AMOUNT to PAYMENT_MAX_AMOUNT',
    ]);
    expect(problems({ PAYMENT_EPAY_URL: 'https://pay.example.com/' })).toEqual([
      'PAYMENT_EPAY_PID / PAYMENT_EPAY_KEY: required with PAYMENT_EPAY_URL',
    ]);
    expect(
      problems({
        PAYMENT_CURRENCY: 'USD',
        PAYMENT_EPAY_URL: 'https://pay.example.com/',
        PAYMENT_EPAY_PID: '1',
        PAYMENT_EPAY_KEY: '0123456789abcdef',
      }),
    ).toEqual(['PAYMENT_EPAY_URL: EPay charges in yuan; set PAYMENT_CURRENCY=CNY or use Stripe']);
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_abcdefgh1234' })).toEqual([
      'STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET: set both or neither',
    ]);
    expect(problems({ PAYMENT_CURRENCY: 'JPY', PAYMENT_PRESETS: '1000,2000.50' })).toEqual([
      'PAYMENT_CURRENCY: JPY has no cents, but 2000.50 do',
    ]);
  });
});
