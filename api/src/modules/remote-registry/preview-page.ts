// The page a preview link shows when it was not opened by the person themselves (docs/adr/0013): a link
// on another site, or on this one (a ticket), must not put a candidate into someone's browser. It says which
// remote and version the link previews and until when, and only its button (a same-origin POST) starts it.
// A small page of its own, in the reader's language, light or dark as their system is: the shell may be
// the very thing being previewed.
import type { PreviewSet } from './preview';

const TEXTS = {
  en: {
    title: 'Start a preview?',
    intro: 'This link shows candidate versions of the portal in this browser only, until the time below:',
    until: 'until',
    start: 'Start the preview',
    cancel: 'No, go to the portal',
    note: 'Everyone else keeps the live versions. The strip at the top of every page ends the preview.',
  },
  'zh-CN': {
    title: '开始预览？',
    intro: '此链接会在您的这个浏览器中显示门户的候选版本，直到下列时间为止：',
    until: '截至',
    start: '开始预览',
    cancel: '不，前往门户',
    note: '其他人仍使用正式版本。每个页面顶部的提示条可随时结束预览。',
  },
} as const;

type Language = keyof typeof TEXTS;

/** zh-CN for a reader whose first accepted language is Chinese, English otherwise. */
export function previewPageLanguage(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'zh' || first.startsWith('zh-') ? 'zh-CN' : 'en';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function previewConfirmPage(token: string, previews: PreviewSet, language: Language): string {
  const t = TEXTS[language];
  const items = Object.entries(previews)
    .map(([remote, entry]) => {
      const until = new Date((entry?.exp ?? 0) * 1000).toISOString().replace('T', ' ').slice(0, 16);
      return `<li><code>${escapeHtml(remote)}</code> <code>${escapeHtml(entry?.version ?? '')}</code> <span>${t.until} ${until} UTC</span></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${t.title}</title>
<style>
  :root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #1d2330; --muted: #5b6475; --line: #d9dee7; --primary: #2458d6; --on-primary: #fff; }
  @media (prefers-color-scheme: dark) { :root { --bg: #111418; --card: #1b2027; --text: #e8ebf0; --muted: #a3acba; --line: #323a46; --primary: #7aa2ff; --on-primary: #0b1020; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 16px/1.55 system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", sans-serif; }
  main { box-sizing: border-box; width: min(560px, 100% - 32px); margin: 16px; padding: 28px; background: var(--card); border: 1px solid var(--line); border-radius: 12px; }
  h1 { margin: 0 0 12px; font-size: 1.4rem; }
  p { margin: 0 0 12px; color: var(--muted); }
  ul { margin: 0 0 20px; padding-left: 1.2em; }
  li { margin: 6px 0; overflow-wrap: anywhere; }
  code { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-size: 0.95em; }
  li span { color: var(--muted); font-size: 0.9em; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  button, a { font: inherit; border-radius: 8px; padding: 10px 18px; }
  button { border: 0; background: var(--primary); color: var(--on-primary); font-weight: 600; cursor: pointer; }
  a { color: var(--primary); border: 1px solid var(--line); text-decoration: none; }
  button:focus-visible, a:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.intro}</p>
<ul>${items}</ul>
<p>${t.note}</p>
<form method="post" action="/preview" class="actions">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${t.start}</button>
<a href="/">${t.cancel}</a>
</form>
</main>
</body>
</html>
`;
}
