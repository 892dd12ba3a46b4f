export { useCheckInviteCode } from './use-check-invite-code';
export { useRegister } from './use-register';
export { useRequestRegisterEmailCode } from './use-request-register-email-code';
