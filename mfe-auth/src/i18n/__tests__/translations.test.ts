import { en } from '../en';
import { zhCN } from '../zh-CN';

function leaves(texts: object, prefix = ''): [string, unknown][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

describe('auth translations', () => {
  it('have the same keys in zh-CN and en, each a non-empty text', () => {
    const english = leaves(en);
    const chinese = leaves(zhCN);
    expect(chinese.map(([key]) => key).sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, value] of [...english, ...chinese]) {
      expect([key, typeof value === 'string' && value.trim().length > 0]).toEqual([key, true]);
    }
  });

  it('keep the same interpolation variables in both languages', () => {
    const chinese = new Map(leaves(zhCN));
    for (const [key, value] of leaves(en)) {
      const variables = (text: unknown) =>
        String(text)
          .match(/{{\w+}}/g)
          ?.sort() ?? [];
      expect([key, variables(chinese.get(key))]).toEqual([key, variables(value)]);
    }
  });
});
