// The demo form's rules. Messages are i18n keys of the `shell` namespace, translated when shown.
import * as z from 'zod/mini';

const rule = (key: string) => `tests.test5.rules.${key}`;

export const demoFormSchema = z
  .object({
    email: z.email(rule('email')),
    username: z.string().check(z.regex(/^\w{3,20}$/, rule('username'))),
    password: z
      .string()
      .check(z.minLength(8, rule('password')), z.regex(/[A-Za-z]/, rule('password')), z.regex(/\d/, rule('password'))),
    confirm: z.string(),
    age: z.pipe(
      z.pipe(z.string().check(z.regex(/^\d{1,3}$/, rule('age'))), z.transform(Number)),
      z.int().check(z.gte(13, rule('age')), z.lte(120, rule('age'))),
    ),
    agree: z.boolean().check(z.refine((value) => value, rule('agree'))),
  })
  .check(z.refine((values) => values.password === values.confirm, { message: rule('confirm'), path: ['confirm'] }));

export type DemoFormInput = z.input<typeof demoFormSchema>;
export type DemoFormValues = z.output<typeof demoFormSchema>;

export const DEMO_FORM_DEFAULTS: DemoFormInput = {
  email: '',
  username: '',
  password: '',
  confirm: '',
  age: '',
  agree: false,
};
