// The words a plan leaves on the ledger and its invoice, and the plan's name read back from them: the
// name comes back whole whatever it looks like, and only for the kinds a plan writes.
import { planInvoiceDescription, planLedgerDescription, planNameOfInvoice, planNameOfLedgerLine } from '../plan-words';

const NAMES = ['Pro', 'Pro (renewal)', 'Renewal · Pro', 'Renewal · Pro (renewal)', '专业版 · 月付', ' (renewal)', ''];

describe('a plan’s words', () => {
  it('are the ones older clients read', () => {
    expect(planLedgerDescription('purchase', 'Pro')).toBe('Pro');
    expect(planLedgerDescription('renewal', 'Pro')).toBe('Renewal · Pro');
    expect(planInvoiceDescription('purchase', 'Pro')).toBe('Pro');
    expect(planInvoiceDescription('renewal', 'Pro')).toBe('Pro (renewal)');
  });

  it.each(NAMES)('give back the name %j whole, bought or renewed', (name) => {
    for (const kind of ['purchase', 'renewal'] as const) {
      expect(planNameOfLedgerLine(kind, planLedgerDescription(kind, name))).toBe(name);
      expect(planNameOfInvoice(kind, planInvoiceDescription(kind, name))).toBe(name);
    }
  });

  it('name no plan on a line or an invoice that paid for none', () => {
    for (const kind of ['recharge', 'cd_key', 'commission', 'adjustment'] as const)
      expect(planNameOfLedgerLine(kind, 'Renewal · Pro')).toBeNull();
    expect(planNameOfInvoice('recharge', 'Pro (renewal)')).toBeNull();
  });
});
