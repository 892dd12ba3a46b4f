// One-click import links for proxy clients, each following the client's documented URL scheme:
// - Surge (manual: "URL Scheme", install-config):                      surge:///install-config?url=<enc>
// - Clash / Mihomo (Clash for Windows docs, Clash Verge, Mihomo Party): clash://install-config?url=<enc>&name=<enc>
// - Stash (stash.wiki "URL Schema"):                                   stash://install-config?url=<enc>
// - sing-box (sing-box.sagernet.org/clients/general, "Import remote profile"):
//                                                                       sing-box://import-remote-profile?url=<enc>#<enc name>
// - Shadowrocket (the add/sub scheme panels use; the URL is base64, not percent-encoded):
//                                                                       shadowrocket://add/sub://<base64 url>?remark=<enc>
// - Hiddify (hiddify.com docs/app/URL-Scheme): hiddify://import/<sublink>#<name>, the sublink as is
// - v2rayN (the install-sub scheme v2rayN registers on Windows):        v2rayn://install-sub?url=<enc>&name=<enc>
// - Quantumult X (the URL-scheme document of crossutility/Quantumult-X, add-resource keeps existing resources; the
//   resource is its own server-line format):                            quantumult-x:///add-resource?remote-resource=<enc json>
// Each client gets the subscription format it reads best: its own profile (Surge, Quantumult X), Clash
// YAML, sing-box JSON or base64 links.
import type { SubscriptionTarget } from '@portal/shared/contract';

type ClientId = 'surge' | 'quantumultx' | 'clash' | 'singbox' | 'shadowrocket' | 'stash' | 'hiddify' | 'v2rayn';

export interface ClientApp {
  id: ClientId;
  /** The app's own name (not translated). */
  label: string;
  target: SubscriptionTarget;
  build(subscriptionUrl: string, profileName: string): string;
}

const enc = encodeURIComponent;

/** Base64 of the UTF-8 bytes (btoa alone rejects characters above U+00FF). */
export function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const surgeImportUrl = (url: string) => `surge:///install-config?url=${enc(url)}`;

export const clashImportUrl = (url: string, name: string) => `clash://install-config?url=${enc(url)}&name=${enc(name)}`;

export const stashImportUrl = (url: string) => `stash://install-config?url=${enc(url)}`;

export const singBoxImportUrl = (url: string, name: string) =>
  `sing-box://import-remote-profile?url=${enc(url)}#${enc(name)}`;

export const shadowrocketImportUrl = (url: string, name: string) =>
  `shadowrocket://add/sub://${utf8Base64(url)}?remark=${enc(name)}`;

export const hiddifyImportUrl = (url: string, name: string) => `hiddify://import/${url}#${enc(name)}`;

export const v2rayNImportUrl = (url: string, name: string) => `v2rayn://install-sub?url=${enc(url)}&name=${enc(name)}`;

export const quantumultXImportUrl = (url: string, name: string) =>
  `quantumult-x:///add-resource?remote-resource=${enc(JSON.stringify({ server_remote: [`${url}, tag=${name}`] }))}`;

/** The clients the dashboard offers, in the order shown. */
export const CLIENT_APPS: readonly ClientApp[] = [
  { id: 'surge', label: 'Surge', target: 'surge', build: surgeImportUrl },
  { id: 'quantumultx', label: 'Quantumult X', target: 'quantumultx', build: quantumultXImportUrl },
  { id: 'shadowrocket', label: 'Shadowrocket', target: 'base64', build: shadowrocketImportUrl },
  { id: 'stash', label: 'Stash', target: 'clash', build: stashImportUrl },
  { id: 'clash', label: 'Clash / Mihomo', target: 'clash', build: clashImportUrl },
  { id: 'singbox', label: 'sing-box', target: 'singbox', build: singBoxImportUrl },
  { id: 'hiddify', label: 'Hiddify', target: 'base64', build: hiddifyImportUrl },
  { id: 'v2rayn', label: 'v2rayN', target: 'base64', build: v2rayNImportUrl },
];

/** An absolute URL: the API may answer paths ("/link/abc?target=clash"), which clients cannot fetch. */
export function absoluteUrl(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}
