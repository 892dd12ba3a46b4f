// The inline scripts of a page whose HTML arrives complete, ahead of the app (the public pages and the
// signed-in pages the page server renders, docs/adr/0012): a check in <head> that hides the page before it
// paints when the browser's stored choices contradict it, and the start script that runs the app at the
// visitor's first move.

/** Set on <html> (before the page paints) when the visitor's stored choices contradict the page. */
export const STALE_ATTRIBUTE = 'data-prerender-stale';

/** Hides a page marked stale before it paints; the app then renders the page itself. */
export const STALE_STYLE = `<style>html[${STALE_ATTRIBUTE}] #root{visibility:hidden}</style>`;

/** The events that say a visitor is about to use the page: the app starts at the first of them. */
const INTENT_EVENTS = Object.freeze([
  'pointerdown',
  'pointermove',
  'keydown',
  'focusin',
  'touchstart',
  'wheel',
  'scroll',
]);

/** Where the session keeps the refresh token (shared/src/session/storage.ts) and the stored choices. */
const KEYS = Object.freeze({ refreshToken: 'refresh_token', language: 'portal_language', theme: 'portal_theme' });

/**
 * In <head>: marks the page stale when what the browser has stored contradicts what the page was rendered
 * with — another language, another theme (the stored choice, or the browser's dark or light preference when
 * none is stored), and for a signed-in page (`userId`), no session or another
 * customer's (the user id in the stored refresh token's payload).
 */
export function staleCheckScript({
  lang,
  theme = 'light',
  userId = null,
}: {
  lang: string;
  theme?: 'light' | 'dark';
  userId?: number | null;
}): string {
  const signedIn =
    userId === null
      ? ''
      : `var r=s.getItem(${JSON.stringify(KEYS.refreshToken)}),u=null;if(r){var p=JSON.parse(atob(r.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));u=p.subject_refresh&&p.subject_refresh.user_id;}if(u!==${JSON.stringify(userId)})x=1;`;
  // The theme shown is the stored choice, else the browser's preference (shared/src/ui/theme/theme-mode.ts).
  return `(function(){var x=0;try{var w=window,s=w.localStorage,l=s.getItem(${JSON.stringify(KEYS.language)}),t=s.getItem(${JSON.stringify(KEYS.theme)});if(t!=='dark'&&t!=='light')t=w.matchMedia&&w.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';if((l&&l!==${JSON.stringify(lang)})||t!==${JSON.stringify(theme)})x=1;${signedIn}}catch(e){x=${userId === null ? 0 : 1}}if(x)document.documentElement.setAttribute('${STALE_ATTRIBUTE}','')})();`;
}

/**
 * At the end of the page: the page is complete HTML, so the app's code (`scripts`, the files it starts with)
 * is fetched at low priority once the page has loaded and the browser is idle (prefetch links, added then so
 * they never compete with the page's first paint), and only run at the visitor's first touch, key, focus or
 * scroll — or at once when the page was marked stale, when a live chat is configured (its widget is part of
 * the page), and, with `startWhenSignedIn` (a public page, which sends a signed-in visitor on), when a
 * refresh token is stored. Until the app has hydrated, clicks on controls and form submissions are held back
 * in window.__portalEarlyEvents (and kept from React, which may already be hydrating: it would act on them
 * twice) and replayed by the app (server-rendering/browser/early-events.ts); links navigate as links, typed
 * text stays in its field.
 */
export function startScript(
  mainScript: string,
  scripts: readonly string[],
  { startWhenSignedIn }: { startWhenSignedIn: boolean },
): string {
  const signedIn = startWhenSignedIn
    ? `try{if(w.localStorage.getItem(${JSON.stringify(KEYS.refreshToken)}))start();}catch(e){}`
    : '';
  return `(function(){var w=window,d=document,started=false,fetched=false,q=w.__portalEarlyEvents=[];
function prefetch(){if(fetched)return;fetched=true;${JSON.stringify(scripts)}.forEach(function(src){var l=d.createElement('link');l.rel='prefetch';l.as='script';l.href=src;d.head.appendChild(l);});}
function start(){if(started)return;started=true;prefetch();var s=d.createElement('script');s.src=${JSON.stringify(mainScript)};d.body.appendChild(s);}
w.addEventListener('load',function(){(w.requestIdleCallback||setTimeout)(prefetch);});
function hold(e){if(w.__portalHydrated)return;var t=e.target,c=t;if(!t||!t.closest)return;
if(e.type==='click'){if(t.closest('a[href]'))return;c=t.closest('button,label,select,summary,[role=button],input[type=checkbox],input[type=radio],input[type=submit],input[type=button]');if(!c)return;}
e.preventDefault();e.stopImmediatePropagation();q.push({type:e.type,target:c,submitter:e.submitter||null});start();}
d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);
${JSON.stringify(INTENT_EVENTS)}.forEach(function(type){w.addEventListener(type,start,{capture:true,passive:true,once:true});});
${signedIn}if(d.documentElement.hasAttribute('${STALE_ATTRIBUTE}')||(w.__PORTAL_CONFIG__&&w.__PORTAL_CONFIG__.liveChat))start();})();`;
}

/** The shell's `<script defer src="main…js">` in index.html: its tag and its src. */
export function mainScriptOf(template: string): { tag: string; src: string } {
  const tag = /<script defer="defer" src="([^"]+)"><\/script>/.exec(template);
  if (!tag) throw new Error("The shell's index.html has no <script defer src> to start the app with");
  return { tag: tag[0], src: tag[1] ?? '' };
}
