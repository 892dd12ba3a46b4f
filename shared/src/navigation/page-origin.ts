// The page's origin ("https://portal.example.com"), for links made absolute (a subscription URL that an
// app on a phone fetches). The browser's location, or — while the server renders a page, where there is no
// window — the origin the server was asked on (@portal/shared/server render-state.ts).
let serverOrigin: string | null = null;

export function pageOrigin(): string {
  return typeof window === 'undefined' ? (serverOrigin ?? 'http://localhost') : window.location.origin;
}

/** For the server's renderer only: the origin of the page it is rendering (null when done). */
export function setServerPageOrigin(origin: string | null): void {
  serverOrigin = origin;
}
