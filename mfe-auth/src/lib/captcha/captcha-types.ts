// The captcha's vocabulary, shared by CaptchaField and the forms that hold its proof.

/** What a captcha key is for; each purpose has its own single-use keys. */
export type CaptchaPurpose = 'login' | 'register' | 'forgot_password';

/** What a form sends as proof of a solved captcha ('' token until solved). */
export interface CaptchaProofValue {
  captcha_key: string;
  tiago2_cap_token: string;
}

export const NO_CAPTCHA_PROOF: CaptchaProofValue = { captcha_key: '', tiago2_cap_token: '' };

export interface CaptchaHandle {
  /**
   * Fetch a new key and show a fresh widget (the old key is spent or expired). `solve`: solve it at
   * once, in the background — the visitor already passed the check for this attempt, and a flow
   * that spends two keys (password reset: the code, then the reset) must not ask twice.
   */
  renew(options?: { solve?: boolean }): void;
  /** The solved proof: now, or when the check under way ends; null when none is under way or it fails. */
  solved(): Promise<CaptchaProofValue | null>;
}
