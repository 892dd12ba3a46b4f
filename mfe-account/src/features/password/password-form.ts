// The edit-password form: the contract's body plus the new password typed twice.
import { changePasswordBody, z } from '@portal/shared/contract';

export const passwordForm = z.extend(changePasswordBody, { new_password_again: z.string() }).check(
  z.refine((form) => form.new_password === form.new_password_again, {
    path: ['new_password_again'],
    message: 'The two new passwords differ',
  }),
);
export type PasswordForm = z.infer<typeof passwordForm>;
