// The p-th percentile of a series of times (nearest rank below), rounded to `digits` decimals; 0 when empty.
export function percentile(values: number[], p: number, digits = 1): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const scale = 10 ** digits;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * scale) / scale;
}

/** `value` as a multiple of `floor`, rounded to `digits` decimals. */
export function ratio(value: number, floor: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round((value / floor) * scale) / scale;
}
