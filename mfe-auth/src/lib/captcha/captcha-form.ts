// Puts the captcha widget's proof into a form whose schema includes the contract's captchaProof.
import type { UseFormReturn } from 'react-hook-form';
import type { CaptchaProofValue } from './CaptchaField';

export function captchaIntoForm<T extends CaptchaProofValue, O>(
  form: UseFormReturn<T, unknown, O>,
): (value: CaptchaProofValue) => void {
  // The generic form cannot prove its 'captcha_key' path type; T extends CaptchaProofValue guarantees it.
  const { setValue, clearErrors } = form as unknown as UseFormReturn<CaptchaProofValue>;
  return (value) => {
    setValue('captcha_key', value.captcha_key);
    setValue('tiago2_cap_token', value.tiago2_cap_token);
    if (value.tiago2_cap_token) clearErrors(['captcha_key', 'tiago2_cap_token']);
  };
}
