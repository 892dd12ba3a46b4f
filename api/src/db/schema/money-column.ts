// The one SQL type of money: numeric(14,2) — exact, two decimals, up to 999 999 999 999.99. Drizzle
// reads it as a string on both drivers (pg and PGlite pass the text through), so no float ever holds it.
import { numeric } from 'drizzle-orm/pg-core';

export const moneyColumn = (name: string) => numeric(name, { precision: 14, scale: 2 });
