// The signed-in customer's account (docs/product.md §7 "Auth and account", /api/v2/user/account/*).
import type { FastifyInstance } from 'fastify';
import {
  accountActivity,
  accountChangePassword,
  accountConfirmEmail,
  accountEditEmail,
  accountEditPassword,
  accountEditProfile,
  accountLinkTelegram,
  accountLoginHistory,
  accountLoginIpLog,
  accountMe,
  accountRefreshAccessTokenLog,
  accountRegenerateRecoveryCodes,
  accountRevokeOtherSessions,
  accountRevokeSession,
  accountSecurity,
  accountSecurityUpdate,
  accountSessions,
  accountUnlinkTelegram,
} from '@portal/shared/contract';
import { clientOf } from '../../http/client-info';
import { readerLanguage } from '../../http/language';
import { route } from '../../http/route';
import { withPageCookie } from '../auth/page-cookie';
import { telegramLinkState, unlinkTelegram } from '../telegram/account-link';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { activityPage, loginHistory, loginIpLogList, refreshLog } from './logs';
import { changePassword } from './password';
import { accountOverview, editProfile } from './profile';
import { listSessions, revokeOneSession, revokeOtherSessions } from './session-list';
import { regenerateRecoveryCodes, securitySettings, updateSecurity } from './two-factor';

export function accountRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, accountMe, ({ user, request }) => accountOverview(ctx, user, readerLanguage(request)));
  // The changes that answer this session's new token pair also set its new page cookie (page-cookie.ts).
  route(app, accountEditProfile, ({ user, body, request, reply }) =>
    withPageCookie(reply, editProfile(ctx, user, body, clientOf(request))),
  );
  route(app, accountChangePassword, ({ user, body, request, reply }) =>
    withPageCookie(reply, changePassword(ctx, user, body, clientOf(request))),
  );
  route(app, accountEditPassword, ({ user, body, request, reply }) =>
    withPageCookie(reply, changePassword(ctx, user, body, clientOf(request))),
  );
  route(app, accountEditEmail, ({ user, body, request }) => requestEmailChange(ctx, user, body, clientOf(request)));
  route(app, accountConfirmEmail, ({ user, body, request, reply }) =>
    withPageCookie(reply, confirmEmailChange(ctx, user, body, clientOf(request))),
  );

  route(app, accountSecurity, ({ user }) => securitySettings(ctx, user));
  route(app, accountSecurityUpdate, ({ user, body, request }) => updateSecurity(ctx, user, body, clientOf(request)));
  route(app, accountRegenerateRecoveryCodes, ({ user, body, request }) =>
    regenerateRecoveryCodes(ctx, user, body, clientOf(request)),
  );

  route(app, accountSessions, ({ user }) => listSessions(ctx, user));
  route(app, accountRevokeSession, ({ user, params, request }) =>
    revokeOneSession(ctx, user, params.session_id, clientOf(request)),
  );
  route(app, accountRevokeOtherSessions, ({ user, request }) => revokeOtherSessions(ctx, user, clientOf(request)));

  route(app, accountActivity, ({ user, query }) => activityPage(ctx, user.id, query));
  route(app, accountLoginHistory, ({ user }) => loginHistory(ctx, user.id));
  route(app, accountLoginIpLog, ({ user, query }) => loginIpLogList(ctx, user.id, query.limit));
  route(app, accountRefreshAccessTokenLog, ({ user, query }) => refreshLog(ctx, user.id, query.limit));

  route(app, accountLinkTelegram, ({ user, request }) => telegramLinkState(ctx, user, clientOf(request)));
  route(app, accountUnlinkTelegram, ({ user, request }) => unlinkTelegram(ctx, user, clientOf(request)));
}
