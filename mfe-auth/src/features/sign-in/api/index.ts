export { useLogin } from './use-login';
