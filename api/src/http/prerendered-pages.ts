// The pages the build prerendered (shared/tooling/prerender.mjs, docs/adr/0010-prerendered-public-pages.md):
// for a request of such a page, the file in the visitor's language, but only while everything it was
// rendered with is still what the portal serves. The rule for when a prerendered page is wrong, checked on
// every request (the files are re-read when they change on disk):
//   - the shell was rebuilt since (dist/build-info.json names another shell version than the manifest);
//   - its remote was published, rolled back or removed since (the registry's live pointer names another
//     version), or this browser previews another version (it carries the preview cookie);
//   - the site name or footer this server injects differs from the build's;
//   - the query asks for something the markup would show (only `redirect`, read on submit, is allowed).
// Any of these, and the visitor gets index.html, rendered in the browser as before.
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared/contract/remote-registry';
import { PREVIEW_COOKIE } from '../modules/remote-registry/preview';
import { watchedFile } from '../lib/watched-file';

const MANIFEST = path.join('prerendered', 'pages.json');
/** Query parameters that do not change what a prerendered page shows (read when the form is sent). */
const HARMLESS_PARAMS = new Set(['redirect']);
const DEFAULT_LANGUAGE = 'en' as const;

// What prerender.mjs writes; a file of another shape (another build's format) is no manifest at all.
const manifestSchema = z.object({
  shell: z.string().nullable(),
  pages: z.array(
    z.object({
      path: z.string(),
      lang: z.string(),
      file: z.string(),
      remote: z.object({ name: z.enum(REMOTE_NAMES), version: z.string() }).nullable(),
      site: z.object({ siteName: z.string(), footerCopyright: z.string() }),
      /** The scripts the page starts with, in the order the browser asked for them. */
      scripts: z.array(z.string()).optional(),
    }),
  ),
});
type Manifest = z.infer<typeof manifestSchema>;
type ManifestPage = Manifest['pages'][number];

export interface PrerenderedPage {
  html: string;
  lang: string;
  /** CSP hashes of the page's own inline scripts. */
  scriptHashes: string[];
}

/** The live version of a remote (the registry's pointer), or undefined when it has none. */
export type LiveRemoteVersion = (remote: RemoteName) => Promise<string | undefined>;

/** The portal's language for an Accept-Language header, as the browser picks it (shared/src/i18n). */
export function languageOf(acceptLanguage: string | undefined): 'zh-CN' | 'en' {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${crypto
        .createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );
}

/** dist/prerendered/pages.json, read again only when it changes; one reader per folder, whoever asks. */
const manifestReaders = new Map<string, () => Manifest | undefined>();

function manifestOf(staticDir: string): () => Manifest | undefined {
  let reader = manifestReaders.get(staticDir);
  if (!reader) {
    reader = watchedFile<Manifest>(path.join(staticDir, MANIFEST), (text) => manifestSchema.parse(JSON.parse(text)));
    manifestReaders.set(staticDir, reader);
  }
  return reader;
}

export function createPrerenderedPages(
  staticDir: string,
  site: { siteName: string; footerCopyright: string },
  liveRemoteVersion: LiveRemoteVersion,
) {
  const manifest = manifestOf(staticDir);
  const files = new Map<string, () => PrerenderedPage | undefined>();

  function read(page: ManifestPage): PrerenderedPage | undefined {
    const file = path.join(staticDir, 'prerendered', page.file);
    let reader = files.get(file);
    if (!reader) {
      reader = watchedFile(file, (html) => ({ html, lang: page.lang, scriptHashes: inlineScriptHashes(html) }));
      files.set(file, reader);
    }
    return reader();
  }

  /** The live version, or undefined when it cannot be read now: index.html still serves the visitor then. */
  async function readableLiveVersion(remote: RemoteName, request: FastifyRequest): Promise<string | undefined> {
    try {
      return await liveRemoteVersion(remote);
    } catch (error) {
      request.log.warn({ err: error, remote }, 'prerendered page not served: the live remote version is unreadable');
      return undefined;
    }
  }

  /**
   * The prerendered page for this request, or null when there is none that is still right. `shellVersion` is
   * the live shell's (build-info.json, which the caller reads once per request for the page's config too).
   */
  return async function prerenderedPageFor(
    request: FastifyRequest,
    shellVersion: string | undefined,
  ): Promise<PrerenderedPage | null> {
    const [pathname = '/', query = ''] = request.url.split('?', 2);
    if ([...new URLSearchParams(query).keys()].some((name) => !HARMLESS_PARAMS.has(name))) return null;
    if (request.headers.cookie?.includes(`${PREVIEW_COOKIE}=`)) return null;
    const current = manifest();
    if (!current?.shell || current.shell !== shellVersion) return null;
    const lang = languageOf(request.headers['accept-language']);
    const page = current.pages.find((candidate) => candidate.path === pathname && candidate.lang === lang);
    if (!page) return null;
    if (page.site.siteName !== site.siteName || page.site.footerCopyright !== site.footerCopyright) return null;
    if (page.remote && (await readableLiveVersion(page.remote.name, request)) !== page.remote.version) return null;
    return read(page) ?? null;
  };
}

/** The prerendered page whose start is the shell's start of any page in the app frame (a shell page in it). */
const FRAME_PAGE = '/about';

/**
 * The scripts the shell starts a page of the app frame with, as the build recorded them for /about — for a
 * page the server renders to prefetch — or none when the build prerendered nothing or another shell.
 */
export function createFrameScripts(staticDir: string) {
  const manifest = manifestOf(staticDir);
  return function frameScripts(shellVersion: string | undefined): string[] {
    const current = manifest();
    if (!current?.shell || current.shell !== shellVersion) return [];
    return current.pages.find((page) => page.path === FRAME_PAGE)?.scripts ?? [];
  };
}
