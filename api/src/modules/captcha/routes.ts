// Captcha keys and the Cap endpoints the @cap.js/widget calls (`data-cap-api-endpoint` =
// `/api/v2/cap/{tiago2_cap_key_id}/`): POST challenge, POST redeem.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { defineOperation, getCaptchaKey } from '@portal/shared/contract';
import { route } from '../../http/route';
import { RATE_LIMITS } from '../../lib/rate-limit';

const capParams = z.object({
  key: z.string().check(z.regex(/^[0-9a-f]{32}$/, { message: 'Not a captcha id' })),
});

const capChallenge = defineOperation({
  id: 'capChallenge',
  method: 'POST',
  path: '/api/v2/cap/{key}/challenge',
  credentials: 'none',
  summary: 'Cap widget: a proof-of-work challenge for this captcha key',
  tag: 'auth',
  params: capParams,
  response: z.object({
    challenge: z.object({ c: z.int(), s: z.int(), d: z.int() }),
    token: z.string(),
    expires: z.number(),
  }),
});

const capRedeem = defineOperation({
  id: 'capRedeem',
  method: 'POST',
  path: '/api/v2/cap/{key}/redeem',
  credentials: 'none',
  summary: 'Cap widget: exchange the solutions for the token sent as tiago2_cap_token',
  tag: 'auth',
  params: capParams,
  body: z.object({
    token: z.string().check(z.minLength(1), z.maxLength(128)),
    solutions: z.array(z.int().check(z.minimum(0))).check(z.minLength(1), z.maxLength(1000)),
  }),
  bodyRequired: true,
  response: z.object({ success: z.literal(true), token: z.string(), expires: z.number() }),
});

export function captchaRoutes(app: FastifyInstance): void {
  const ctx = app.portal;
  route(app, getCaptchaKey, async ({ query, request }) => {
    await ctx.rateLimit(RATE_LIMITS.captchaPerIp, request.ip);
    return { is_success: true, message: 'Captcha key issued', ...(await ctx.captcha.issueKey(query.captcha_key_type)) };
  });
  route(app, capChallenge, async ({ params, request }) => {
    await ctx.rateLimit(RATE_LIMITS.captchaPerIp, request.ip);
    return ctx.captcha.createChallenge(params.key);
  });
  route(app, capRedeem, ({ params, body }) => ctx.captcha.redeem(params.key, body.token, body.solutions));
}
