// The demo form's rules. Messages are i18n keys of the `shell` namespace, translated when shown.
import { z } from 'zod';

const rule = (key: string) => `tests.test5.rules.${key}`;

export const demoFormSchema = z
  .object({
    email: z.email(rule('email')),
    username: z.string().regex(/^\w{3,20}$/, rule('username')),
    password: z
      .string()
      .min(8, rule('password'))
      .regex(/[A-Za-z]/, rule('password'))
      .regex(/\d/, rule('password')),
    confirm: z.string(),
    age: z
      .string()
      .regex(/^\d{1,3}$/, rule('age'))
      .transform(Number)
      .pipe(z.number().int().min(13, rule('age')).max(120, rule('age'))),
    agree: z.boolean().refine((value) => value, rule('agree')),
  })
  .refine((values) => values.password === values.confirm, { message: rule('confirm'), path: ['confirm'] });

export type DemoFormInput = z.input<typeof demoFormSchema>;
export type DemoFormValues = z.output<typeof demoFormSchema>;

export const DEMO_FORM_DEFAULTS: DemoFormInput = { email: '', username: '', password: '', confirm: '', age: '', agree: false };
