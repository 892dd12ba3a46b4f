// The English words a plan bought or renewed leaves in the ledger ("Pro", "Renewal · Pro") and on its
// invoice ("Pro", "Pro (renewal)"), written here and read back here. They are what older clients show;
// the answers also carry the plan's name on its own (`plan_name`), so a page words the line in its
// reader's language. The name is read back from the words rather than from the plan or its bill: those
// follow a rename, and a ledger line or an invoice keeps the name it was written with.
import type { InvoiceKind, LedgerKind } from '@portal/shared/contract';

type PlanKind = 'purchase' | 'renewal';

const LEDGER_RENEWAL = 'Renewal · ';
const INVOICE_RENEWAL = ' (renewal)';

/** A plan's ledger line: "Pro", "Renewal · Pro". */
export function planLedgerDescription(kind: PlanKind, planName: string): string {
  return kind === 'renewal' ? `${LEDGER_RENEWAL}${planName}` : planName;
}

/** A plan's invoice (and its line): "Pro", "Pro (renewal)". */
export function planInvoiceDescription(kind: PlanKind, planName: string): string {
  return kind === 'renewal' ? `${planName}${INVOICE_RENEWAL}` : planName;
}

/** The plan a ledger line paid for, from its words; null on a line that paid for none. */
export function planNameOfLedgerLine(kind: LedgerKind, description: string): string | null {
  if (kind === 'purchase') return description;
  if (kind === 'renewal')
    return description.startsWith(LEDGER_RENEWAL) ? description.slice(LEDGER_RENEWAL.length) : description;
  return null;
}

/** The plan an invoice bills, from its words; null on a top-up's. */
export function planNameOfInvoice(kind: InvoiceKind, description: string): string | null {
  if (kind === 'purchase') return description;
  if (kind === 'renewal')
    return description.endsWith(INVOICE_RENEWAL) ? description.slice(0, -INVOICE_RENEWAL.length) : description;
  return null;
}
