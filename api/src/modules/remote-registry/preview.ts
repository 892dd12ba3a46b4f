// Previews (docs/adr/0008): a link an administrator asks for loads the portal with a candidate in place of
// the live version, in that browser only. The link carries a token signed with the server's key; opening
// it sets an HttpOnly cookie, which /remotes.json honours for that browser. A token names versions and
// when each preview ends, nothing else; links opened one after another add up (QA across remotes).
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { REMOTE_NAMES, REMOTE_PATHS, type RemoteName } from '@portal/shared/contract/remote-registry';
import type { AppContext } from '../../context';
import type { SigningKeys } from '../../lib/keys';

export const PREVIEW_COOKIE = 'portal_preview';
const DEFAULT_PREVIEW_HOURS = 8;
const TOKEN_TYPE = 'remote_preview';

/** Remote → the version this browser previews and when that preview ends (epoch seconds). */
export type PreviewSet = Partial<Record<RemoteName, { version: string; exp: number }>>;

const previewPayload = z.object({
  token_type: z.literal(TOKEN_TYPE),
  remotes: z.partialRecord(
    z.enum(REMOTE_NAMES),
    z.object({ version: z.string().min(1).max(100), exp: z.number().int() }),
  ),
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The previews still running, or an empty set for a missing, forged or expired token. */
export async function readPreview(keys: SigningKeys, token: string | undefined): Promise<PreviewSet> {
  if (!token) return {};
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: ['ES256'], requiredClaims: ['exp'] });
    const parsed = previewPayload.safeParse(payload);
    if (!parsed.success) return {};
    const now = nowSeconds();
    return Object.fromEntries(Object.entries(parsed.data.remotes).filter(([, entry]) => entry.exp > now));
  } catch {
    return {};
  }
}

export async function signPreview(keys: SigningKeys, remotes: PreviewSet): Promise<{ token: string; exp: number }> {
  const exp = Math.max(...Object.values(remotes).map((entry) => entry.exp));
  const token = await new SignJWT({ token_type: TOKEN_TYPE, remotes })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(exp)
    .setJti(crypto.randomUUID())
    .sign(keys.privateKey);
  return { token, exp };
}

/** A link for one version (which the caller checked exists), good for `hours`. */
export async function previewLink(ctx: AppContext, remote: RemoteName, version: string, hours = DEFAULT_PREVIEW_HOURS) {
  const { token, exp } = await signPreview(ctx.keys, { [remote]: { version, exp: nowSeconds() + hours * 3600 } });
  return { url: `${ctx.config.publicUrl}/preview?token=${token}`, expires_at: new Date(exp * 1000).toISOString() };
}

/** The cookie after opening a link: what the browser previewed already, then the link's versions. */
export async function mergePreviews(keys: SigningKeys, cookie: string | undefined, link: PreviewSet) {
  const merged: PreviewSet = { ...(await readPreview(keys, cookie)), ...link };
  return signPreview(keys, merged);
}

/** Where a link lands: the first page of the (first) previewed section. */
export function landingPath(previews: PreviewSet): string {
  const remote = Object.keys(previews)[0] as RemoteName | undefined;
  return (remote && REMOTE_PATHS[remote].find((path) => !path.includes(':'))) ?? '/';
}
