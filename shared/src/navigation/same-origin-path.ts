// A path taken from the URL (a sign-in `redirect`, a top-up's `return_to`) and sent back to later: only a
// same-origin relative path survives, otherwise a crafted link (?return_to=//evil.example) would send the
// customer to another site.

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** `raw` as a same-origin "/path?search#hash", or null when it is absent, too long or could leave the site. */
export function sameOriginPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  // One leading slash, then not a second slash or backslash (protocol-relative or the
  // backslash form browsers treat as "//"); no backslash or control character anywhere.
  if (!/^\/(?![/\\])/.test(raw) || raw.includes('\\') || hasControlCharacter(raw)) return null;
  const base = window.location.origin;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
