// Every literal key the code passes to t() exists in the English strings (and so, by the parity test,
// in Chinese too): a typo would otherwise show the raw key to staff.
import path from 'node:path';
import { hasTranslation, keysUsedInCode } from '@portal/shared/test/translations';
import { adminEn } from '../i18n/en';

describe('translation keys in the code', () => {
  it('all exist in the strings', () => {
    const used = keysUsedInCode(path.resolve(__dirname, '..'), ['test-utils']);
    expect(used.length).toBeGreaterThan(300);
    expect(used.filter((key) => !hasTranslation(adminEn, key))).toEqual([]);
  });
});
