// The API contract: every call of docs/product.md §7 as an operation object (see operation.ts).
// Import from '@portal/shared/contract'. One file per area; add a new operation to `operations` below.
// The auth area is also a singleton of its own, '@portal/shared/contract/auth': the sign-in and sign-up
// forms validate with it without loading every other area. It is imported here by that name so the
// shell provides that one copy to the remotes.
import type { OperationDef } from './operation';
import {
  authLogin,
  authRegister,
  authRegisterRequestEmailCode,
  authRegisterCheckInviteCode,
  authRefresh,
  authLogout,
  authForgotPasswordRequestCaptchaKey,
  authForgotPasswordRequestEmailCode,
  authForgotPasswordResetPassword,
  getCaptchaKey,
  getCsrf,
} from '@portal/shared/contract/auth';
import { userIndex, userGetMe, userGetOldService, userCrispData } from './user';
import { getVersion, getVersionDb, getVersionList, getApiVersion, getHealth, getIp } from './misc';
import {
  accountMe,
  accountChangePassword,
  accountEditEmail,
  accountEditPassword,
  accountEditProfile,
  accountConfirmEmail,
} from './account';
import { accountActivity, accountLoginHistory, accountLoginIpLog, accountRefreshAccessTokenLog } from './account-logs';
import {
  accountLinkTelegram,
  accountUnlinkTelegram,
  accountSecurity,
  accountSecurityUpdate,
  accountRegenerateRecoveryCodes,
  accountSessions,
  accountRevokeSession,
  accountRevokeOtherSessions,
} from './account-security';
import {
  userAnnouncements,
  userAnnouncementList,
  userAnnouncementsMarkRead,
  adminAnnouncement,
  adminAnnouncementHtml,
  adminAnnouncementMarkdown,
  adminAnnouncementUpdate,
  adminReplaceUserEmail,
} from './announcements';
import {
  userTicketsList,
  userTicketsCreate,
  userTicketsEditStatus,
  userTicketsMessages,
  userTicketsSendMessage,
  lowAdminTicketList,
  lowAdminTicketDetail,
  lowAdminTicketReply,
} from './tickets';
import {
  userDashboard,
  servicesNodes,
  servicesNodeDetail,
  servicesNodeConfig,
  servicesLinkToken,
  servicesLinkTokenReset,
  servicesSsPassword,
  servicesSsPasswordReset,
  servicesShareAccount,
  servicesAuditRecord,
  servicesAuditRule,
} from './services';
import {
  servicesSubscribeLogAreaTimeAxis,
  servicesSubscribeLogCalendarPie,
  servicesSubscribeLogDetailRecord,
  servicesSubscribeFetchLog,
} from './subscribe-log';
import {
  servicesOldList,
  servicesOldBills,
  servicesOldBillDetail,
  servicesOldBillEnableAutoRenewal,
  servicesOldCheckinStatus,
  servicesOldCheckin,
} from './services-old';
import { shopOldList, shopOldInfo, shopOldPreOrder, shopOldConfirmOrder } from './shop';
import {
  walletIndex,
  walletLedger,
  walletPurchaseRecords,
  walletPaymentMethods,
  walletRechargeRecords,
  walletRecharge,
  walletCdKeyRecords,
  walletCdKeyRedeem,
} from './wallet';
import { inviteIndex, inviteRecords, inviteTransfer } from './invite';
import { walletInvoices, walletInvoice } from './billing';
import { lowAdminCdKeyCreate, lowAdminCdKeyList } from './wallet-admin';
import {
  paymentNotify,
  paymentNotifyPost,
  paymentStatus,
  paymentAdminNotify,
  paymentAdminNotifyByCookies,
  paymentAdminCookie,
} from './payment';
import {
  nodeUsers,
  nodeUsersTraffic,
  nodeUsersAliveIp,
  nodeUsersDetectLog,
  nodeNodes,
  nodeNodeInfo,
  nodeNodeInfoReport,
  nodeNodesConfig,
} from './node';
import {
  nodeFuncAutoexec,
  nodeFuncAutoexecReport,
  nodeFuncBlockIp,
  nodeFuncBlockIpReport,
  nodeFuncUnblockIp,
  nodeFuncDetectRules,
  nodeFuncRelayRules,
  nodeFuncPing,
  nodeFuncPingPost,
  nodeFuncSpeedtest,
} from './node-func';
import {
  nodeCheckUserPassword,
  nodeActiveCheckPaylist,
  nodeGrafanaLokiExport,
  nodeCronQueueUserPost,
  nodeClickhouseImportModMuUserAliveIp,
  nodeClickhouseImportUserTrafficRaw,
  nodeClickhouseImportUserDataHistory,
  nodeClickhouseImportUserTrafficLogTotal,
} from './node-jobs';
import {
  lowAdminNodeList,
  lowAdminNodeCreate,
  lowAdminNodeUpdate,
  lowAdminNodeRotateKey,
  lowAdminNodeDelete,
  lowAdminRelayRuleList,
  lowAdminRelayRuleCreate,
  lowAdminRelayRuleDelete,
  lowAdminNodeCommandList,
  lowAdminNodeCommandCreate,
  lowAdminBlockedIpList,
  lowAdminBlockIp,
  lowAdminUnblockIp,
} from './node-admin';
import { embyFunction, embyLink, casinoFunction } from './functions';
import { subscriptionLink, subscriptionLinkV1 } from './link';
// remote-registry (issue 13): admin-only calls no page makes, so a subpath of their own that browsers
// never load — '@portal/shared/contract/remote-registry' (its `remoteRegistryOperations`).

export * from './operation';
export * from './envelope';
export * from './common';
export * from './token';
export * from '@portal/shared/contract/auth';
export * from './user';
export * from './misc';
export * from './account';
export * from './account-logs';
export * from './account-security';
export * from './announcements';
export * from './tickets';
export * from './services';
export * from './subscribe-log';
export * from './services-old';
export * from './shop';
export * from './wallet';
export * from './invite';
export * from './billing';
export * from './wallet-admin';
export * from './page-preferences';
export * from './page-render';
export * from './payment';
export * from './node';
export * from './node-func';
export * from './node-jobs';
export * from './node-admin';
export * from './functions';
export * from './link';
/** zod/mini functions for apps' own schemas, so no app bundles a zod of its own (see schema-kit.ts). */
export * as z from './schema-kit';

/** Every operation, keyed by its id (the key always equals the value's `id`). */
export const operations = {
  // auth
  authLogin,
  authRegister,
  authRegisterRequestEmailCode,
  authRegisterCheckInviteCode,
  authRefresh,
  authLogout,
  authForgotPasswordRequestCaptchaKey,
  authForgotPasswordRequestEmailCode,
  authForgotPasswordResetPassword,
  getCaptchaKey,
  getCsrf,
  // user
  userIndex,
  userGetMe,
  userGetOldService,
  userCrispData,
  // misc
  getVersion,
  getVersionDb,
  getVersionList,
  getApiVersion,
  getHealth,
  getIp,
  // account
  accountMe,
  accountActivity,
  accountLoginHistory,
  accountLoginIpLog,
  accountRefreshAccessTokenLog,
  accountLinkTelegram,
  accountSecurity,
  accountSecurityUpdate,
  accountChangePassword,
  accountEditEmail,
  accountEditPassword,
  accountEditProfile,
  accountConfirmEmail,
  accountRegenerateRecoveryCodes,
  accountSessions,
  accountRevokeSession,
  accountRevokeOtherSessions,
  accountUnlinkTelegram,
  // announcements
  userAnnouncements,
  userAnnouncementList,
  userAnnouncementsMarkRead,
  adminAnnouncement,
  adminAnnouncementHtml,
  adminAnnouncementMarkdown,
  adminAnnouncementUpdate,
  adminReplaceUserEmail,
  // tickets
  userTicketsList,
  userTicketsCreate,
  userTicketsEditStatus,
  userTicketsMessages,
  userTicketsSendMessage,
  lowAdminTicketList,
  lowAdminTicketDetail,
  lowAdminTicketReply,
  // services
  userDashboard,
  servicesNodes,
  servicesNodeDetail,
  servicesNodeConfig,
  servicesLinkToken,
  servicesLinkTokenReset,
  servicesSubscribeFetchLog,
  servicesSsPassword,
  servicesSsPasswordReset,
  servicesShareAccount,
  servicesAuditRecord,
  servicesAuditRule,
  // subscribe-log
  servicesSubscribeLogAreaTimeAxis,
  servicesSubscribeLogCalendarPie,
  servicesSubscribeLogDetailRecord,
  // services-old
  servicesOldList,
  servicesOldBills,
  servicesOldBillDetail,
  servicesOldBillEnableAutoRenewal,
  servicesOldCheckinStatus,
  servicesOldCheckin,
  // shop
  shopOldList,
  shopOldInfo,
  shopOldPreOrder,
  shopOldConfirmOrder,
  // wallet
  walletIndex,
  walletLedger,
  walletPurchaseRecords,
  walletPaymentMethods,
  walletRechargeRecords,
  walletRecharge,
  walletCdKeyRecords,
  walletCdKeyRedeem,
  walletInvoices,
  walletInvoice,
  inviteIndex,
  inviteRecords,
  inviteTransfer,
  // wallet-admin
  lowAdminCdKeyCreate,
  lowAdminCdKeyList,
  // payment
  paymentNotify,
  paymentNotifyPost,
  paymentStatus,
  paymentAdminNotify,
  paymentAdminNotifyByCookies,
  paymentAdminCookie,
  // node
  nodeUsers,
  nodeUsersTraffic,
  nodeUsersAliveIp,
  nodeUsersDetectLog,
  nodeNodes,
  nodeNodeInfo,
  nodeNodeInfoReport,
  nodeNodesConfig,
  // node-func
  nodeFuncAutoexec,
  nodeFuncAutoexecReport,
  nodeFuncBlockIp,
  nodeFuncBlockIpReport,
  nodeFuncUnblockIp,
  nodeFuncDetectRules,
  nodeFuncRelayRules,
  nodeFuncPing,
  nodeFuncPingPost,
  nodeFuncSpeedtest,
  // node-jobs
  nodeCheckUserPassword,
  nodeActiveCheckPaylist,
  nodeGrafanaLokiExport,
  nodeCronQueueUserPost,
  nodeClickhouseImportModMuUserAliveIp,
  nodeClickhouseImportUserTrafficRaw,
  nodeClickhouseImportUserDataHistory,
  nodeClickhouseImportUserTrafficLogTotal,
  // node-admin
  lowAdminNodeList,
  lowAdminNodeCreate,
  lowAdminNodeUpdate,
  lowAdminNodeRotateKey,
  lowAdminNodeDelete,
  lowAdminRelayRuleList,
  lowAdminRelayRuleCreate,
  lowAdminRelayRuleDelete,
  lowAdminNodeCommandList,
  lowAdminNodeCommandCreate,
  lowAdminBlockedIpList,
  lowAdminBlockIp,
  lowAdminUnblockIp,
  // functions
  embyFunction,
  embyLink,
  casinoFunction,
  // link
  subscriptionLink,
  subscriptionLinkV1,
} as const satisfies Record<string, OperationDef>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** Every operation as a list (OpenAPI registration, route tables). */
export const operationList: readonly Operations[OperationId][] = Object.values(operations);
