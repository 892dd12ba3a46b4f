export { useRequestResetEmailCode } from './use-request-reset-email-code';
export { useResetPassword } from './use-reset-password';
