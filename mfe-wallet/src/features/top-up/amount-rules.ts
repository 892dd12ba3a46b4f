// The top-up form's rules: the contract's amount (digits, at most two decimals, above zero) within the
// bounds the operator configured, and a payment method; and what the page is asked to pre-fill
// (?amount=, e.g. the shop's shortfall). Bounds are compared as decimals, never as floats.
import { rechargeBody, z } from '@portal/shared/contract';
import { compareMoney, roundUpToCents } from '../../lib/money';

export interface AmountBounds {
  min_amount: string;
  max_amount: string;
}

/** Messages of the rules added here, told apart from the contract's own by the form. */
const BELOW_MIN = 'below_min';
const ABOVE_MAX = 'above_max';
const NO_METHOD = 'no_method';

export function topUpFormSchema(bounds: AmountBounds) {
  return z.object({
    money_amount: rechargeBody.shape.money_amount.check(
      // A malformed amount compares as null: the contract's own format rule speaks for it.
      z.refine((amount) => compareMoney(amount, bounds.min_amount) !== -1, { message: BELOW_MIN }),
      z.refine((amount) => compareMoney(amount, bounds.max_amount) !== 1, { message: ABOVE_MAX }),
    ),
    method_id: z.string().check(z.minLength(1, { message: NO_METHOD })),
  });
}

export type TopUpForm = z.infer<ReturnType<typeof topUpFormSchema>>;

export type AmountProblem = 'required' | 'format' | 'positive' | 'belowMin' | 'aboveMax';

/** Which rule an amount broke, from react-hook-form's error (zod's issue code and message). */
export function amountProblem(
  error: { type?: unknown; message?: unknown } | undefined,
  value: string,
): AmountProblem | null {
  if (!error) return null;
  if (value.trim() === '') return 'required';
  if (error.message === BELOW_MIN) return 'belowMin';
  if (error.message === ABOVE_MAX) return 'aboveMax';
  return error.type === 'invalid_format' ? 'format' : 'positive';
}

export interface Prefill {
  /** The amount to start with ('' for none). */
  amount: string;
  /** What the caller said is missing, when the smallest top-up is more than that. */
  shortfallBelowMin: string | null;
}

/** The amount to pre-fill from ?amount=: rounded up to cents, and raised to the smallest top-up. */
export function prefillAmount(raw: string | null, bounds: AmountBounds): Prefill {
  const amount = raw ? roundUpToCents(raw) : null;
  if (!amount) return { amount: '', shortfallBelowMin: null };
  if (compareMoney(amount, bounds.min_amount) === -1) {
    return { amount: roundUpToCents(bounds.min_amount) ?? amount, shortfallBelowMin: amount };
  }
  return { amount, shortfallBelowMin: null };
}
