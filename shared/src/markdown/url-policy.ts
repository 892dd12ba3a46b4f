// Which URLs ticket markdown may carry. Anything written by a customer or staff member is untrusted:
// only absolute http(s) and mailto links, and only http(s) images; everything else (javascript:,
// data:, vbscript:, file:, relative paths, protocol-relative //host) is dropped.
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

function parseAbsolute(value: string): URL | null {
  // Browsers ignore ASCII whitespace and control characters inside schemes ("java\tscript:");
  // the URL parser does the same, so we judge exactly what a browser would follow.
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('//')) return null;
  try {
    return new URL(trimmed);
  } catch {
    return null;
  }
}

export function safeLinkHref(value: string): string | null {
  const url = parseAbsolute(value);
  return url && LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

export function safeImageSrc(value: string): string | null {
  const url = parseAbsolute(value);
  return url && IMAGE_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** markdown-to-jsx's `sanitizer` hook: decides every URL-bearing attribute. */
export function sanitizeMarkdownUrl(value: string, tag: string, attribute: string): string | null {
  if (attribute === 'src' && tag === 'img') return safeImageSrc(value);
  if (attribute === 'href' && tag === 'a') return safeLinkHref(value);
  // No other element may carry a URL (e.g. a stray src/href/action on anything else).
  return null;
}
