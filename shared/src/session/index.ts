export {
  useSession,
  selectIsSignedIn,
  selectStaffRole,
  type StaffRole,
  configureSession,
  SIGN_IN_PATH,
  type SessionState,
  type SessionData,
  type SessionActions,
} from './store';
export { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './storage';
export { REFRESH_MARGIN_MS } from './refresher';
