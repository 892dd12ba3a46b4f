// Every literal key the code passes to t() exists in the English strings (and so, by the parity
// test, in Chinese too): a typo would otherwise show the raw key to customers.
import path from 'node:path';
import { hasTranslation, keysUsedInCode } from '@portal/shared/test/translations';
import { servicesEn } from '../i18n/en';

describe('translation keys in the code', () => {
  it('all exist in the strings', () => {
    const used = keysUsedInCode(path.resolve(__dirname, '..'));
    expect(used.length).toBeGreaterThan(200);
    expect(used.filter((key) => !hasTranslation(servicesEn, key))).toEqual([]);
  });
});
