// Shared strings (namespace `common`), English. Keep the keys identical to common-zh-CN.ts.
export const commonEn = {
  actions: {
    ok: 'OK',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    retry: 'Retry',
    save: 'Save',
    submit: 'Submit',
    back: 'Back',
    continue: 'Continue',
    dismiss: 'Dismiss',
  },
  status: {
    loading: 'Loading…',
    /** What a screen reader says before a toast's text. */
    notification: 'Notification',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  form: {
    required: 'This field is required',
    optional: 'optional',
  },
  errors: {
    network: 'Cannot reach the server. Check your connection and try again.',
    timeout: 'The server took too long to answer. Please try again.',
    server: 'Something went wrong on our side. Please try again later.',
    unauthorized: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have permission to do that.',
    notFound: 'We could not find what you asked for.',
    rateLimited: 'Too many attempts. Please wait a moment and try again.',
    rateLimitedWait: 'Too many attempts. Please try again in {{wait}}.',
    request: 'The request could not be completed. Please check what you entered.',
    invalidResponse: 'The server sent an unexpected answer. Please try again later.',
    cancelled: 'The request was cancelled.',
    unexpected: 'Something unexpected happened. Please try again.',
  },
  wait: {
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
  },
  apiCodes: {
    account_banned: 'This account is suspended. Contact support.',
    account_banned_reason: 'This account is suspended ({{reason}}). Contact support.',
    two_fa_required: 'Enter the 6-digit code from your authenticator app.',
    captcha_invalid: 'The captcha check failed. Please try again.',
    invalid_credentials: 'The email or password is incorrect.',
    validation_error: 'Some of the information you entered is not valid.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    email_code_invalid: 'The email code is wrong or has expired.',
    not_found: 'We could not find what you asked for.',
    unauthorized: 'Your session has ended. Please sign in again.',
  },
  language: {
    label: 'Language',
    'zh-CN': '简体中文',
    en: 'English',
  },
  theme: {
    label: 'Theme',
    system: 'Follow system',
    light: 'Light',
    dark: 'Dark',
  },
};

/** The shape every language of `common` must have. */
export type CommonStrings = typeof commonEn;
