// Byte counts (traffic, plan sizes) in the reader's language.
import { numberFormat } from './intl';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * Bytes in the largest binary unit that keeps the number at or above 1, with three significant
 * digits so columns of sizes line up ("1.50 KB", "25.0 GB", "100 GB"); bytes stay whole.
 */
export function formatBytes(bytes: number, language = 'en'): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${UNITS[0]}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  const digits = exponent === 0 ? 0 : value < 10 ? 2 : value < 100 ? 1 : 0;
  return `${numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)} ${UNITS[exponent]}`;
}
