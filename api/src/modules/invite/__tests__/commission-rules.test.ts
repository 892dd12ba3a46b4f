import { commissionOn } from '../commission-rules';

const first = { rate: '0.10', rule: 'first_purchase' as const };
const every = { rate: '0.10', rule: 'every_purchase' as const };

describe('invite commission', () => {
  it('is the rate times the cash the purchase used, rounded half up to the cent', () => {
    expect(commissionOn({ cashUsed: '29.90', inviteeEarnedBefore: false }, first)).toBe('2.99');
    expect(commissionOn({ cashUsed: '0.05', inviteeEarnedBefore: false }, first)).toBe('0.01');
  });

  it('is nothing on a purchase paid without cash (cd-keys, commission) or too small for a cent', () => {
    expect(commissionOn({ cashUsed: '0.00', inviteeEarnedBefore: false }, first)).toBeNull();
    expect(commissionOn({ cashUsed: '0.04', inviteeEarnedBefore: false }, first)).toBeNull();
  });

  it('comes once per invited customer under first_purchase, on each purchase under every_purchase', () => {
    expect(commissionOn({ cashUsed: '10.00', inviteeEarnedBefore: true }, first)).toBeNull();
    expect(commissionOn({ cashUsed: '10.00', inviteeEarnedBefore: true }, every)).toBe('1.00');
  });

  it('is nothing at a rate of zero', () => {
    expect(commissionOn({ cashUsed: '10.00', inviteeEarnedBefore: false }, { ...first, rate: '0' })).toBeNull();
  });
});
