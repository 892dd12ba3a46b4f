// The zod/mini kit the contract gives apps (`z`): a schema an app composes from it and a contract
// body validates like zod. Its list is pinned: the contract is shared untree-shaken, so every
// function added here is shipped to every page (see schema-kit.ts).
import { registerBody, resetPasswordBody, z } from '../index';

describe('schema kit (z)', () => {
  it('exports the curated zod/mini functions and nothing else', () => {
    expect(Object.keys(z).sort()).toEqual(
      [
        '_default',
        'array',
        'boolean',
        'discriminatedUnion',
        'email',
        'enum',
        'extend',
        'int',
        'literal',
        'looseObject',
        'maxLength',
        'maximum',
        'minLength',
        'minimum',
        'nullable',
        'nullish',
        'number',
        'object',
        'optional',
        'parse',
        'pipe',
        'positive',
        'record',
        'refine',
        'regex',
        'safeParse',
        'strictObject',
        'string',
        'transform',
        'trim',
        'union',
        'uuid',
        'unknown',
      ].sort(),
    );
  });

  it('composes an app form from a contract body: an added field and a cross-field rule', () => {
    const resetForm = z.extend(resetPasswordBody, { re_password: registerBody.shape.re_password }).check(
      z.refine((form) => form.password === form.re_password, {
        message: 'The passwords differ',
        path: ['re_password'],
      }),
    );
    const form = {
      email: 'user@example.com',
      email_code: '123456',
      password: 'correct horse',
      re_password: 'correct horse',
      captcha_key: '019a4fb2-ff91-778b-bb28-adccad5ca701',
      tiago2_cap_token: 'token',
    };
    expect(z.safeParse(resetForm, form).success).toBe(true);
    const mismatch = z.safeParse(resetForm, { ...form, re_password: 'battery staple' });
    expect(mismatch.error?.issues).toMatchObject([
      { code: 'custom', path: ['re_password'], message: 'The passwords differ' },
    ]);
    // The contract's own messages come through unchanged.
    const short = z.safeParse(resetForm, { ...form, password: 'short', re_password: 'short' });
    expect(short.error?.issues).toMatchObject([
      { code: 'too_small', path: ['password'], message: 'Use at least 8 characters' },
    ]);
  });
});
