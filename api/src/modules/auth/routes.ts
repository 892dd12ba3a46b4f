// Auth endpoints (docs/product.md §7 "Auth and account").
import type { FastifyInstance } from 'fastify';
import {
  authForgotPasswordRequestCaptchaKey,
  authForgotPasswordRequestEmailCode,
  authForgotPasswordResetPassword,
  authLogin,
  authLogout,
  authRefresh,
  authRegister,
  authRegisterCheckInviteCode,
  authRegisterRequestEmailCode,
} from '@portal/shared/contract';
import { clientOf as client } from '../../http/client-info';
import { route } from '../../http/route';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { requestResetEmailCode, resetPassword } from './forgot-password';
import { login } from './login';
import { logout } from './logout';
import { setPageCookie, withPageCookie } from './page-cookie';
import { refresh } from './refresh';
import { signInCookiesOf } from './sign-in-cookies';
import { checkInviteCode, register, requestRegisterEmailCode } from './register';

export function authRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  // Every answer with a token pair also sets the session's page cookie (page-cookie.ts).
  route(app, authLogin, ({ body, request, reply }) =>
    withPageCookie(reply, login(ctx, body, client(request), signInCookiesOf(request, reply))),
  );
  route(app, authRegister, ({ body, request, reply }) => withPageCookie(reply, register(ctx, body, client(request))));
  route(app, authRegisterRequestEmailCode, ({ body, request }) => requestRegisterEmailCode(ctx, body, client(request)));
  route(app, authRegisterCheckInviteCode, ({ body }) => checkInviteCode(ctx, body.invite_code));
  route(app, authRefresh, ({ body, request, reply }) =>
    withPageCookie(reply, refresh(ctx, body.refresh_token, client(request))),
  );
  route(app, authLogout, ({ body, request, reply }) => {
    // Cleared first, so even a refusal (too many sign-outs) leaves the browser without it.
    setPageCookie(reply, null);
    return logout(ctx, body.refresh_token, client(request));
  });
  route(app, authForgotPasswordRequestCaptchaKey, async ({ request }) => {
    await ctx.rateLimit(RATE_LIMITS.captchaPerIp, request.ip);
    return { is_success: true, message: 'Captcha key issued', ...(await ctx.captcha.issueKey('forgot_password')) };
  });
  route(app, authForgotPasswordRequestEmailCode, ({ body, request }) =>
    requestResetEmailCode(ctx, body, client(request)),
  );
  route(app, authForgotPasswordResetPassword, ({ body, request }) => resetPassword(ctx, body, client(request)));
}
