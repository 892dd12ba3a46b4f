// What a visitor did on a rendered page before the app had started (docs/adr/0012-page-server.md). The
// page's own start script (page-server/page-scripts.ts, `startScript`) starts the app at the visitor's first
// touch, key, focus or scroll; until React has taken the page's root over, it holds back clicks on controls
// and form submissions in window.__portalEarlyEvents (links still navigate; text typed into fields stays in
// them, as the browser keeps it). Then `replayEarlyEvents` tells React what the fields now hold and clicks
// or submits again what was held back, on the same elements.
//
// A part of the page inside a Suspense boundary may not be hydrated yet when the root is: React hydrates
// those later, and for a click, a submission or an input event on such a part it hydrates that part at once
// and then handles the event (its "selective hydration" of discrete events). So replaying needs nothing
// but the root, and nothing of React's private properties.

import { STALE_PRERENDER_ATTRIBUTE } from './hydration';

export interface EarlyEvent {
  type: 'click' | 'submit';
  target: EventTarget | null;
  submitter?: HTMLElement | null;
}

declare global {
  interface Window {
    /** Filled by the prerendered page's start script; read once, here. */
    __portalEarlyEvents?: EarlyEvent[];
    /** Set here once the app has hydrated: the start script then stops holding events back. */
    __portalHydrated?: boolean;
  }
}

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

/**
 * A field the visitor changed before hydration: React took its value as it found it, so a handler that
 * follows the field's changes (a controlled field, a check that starts when typing begins) has not heard
 * of it. The value is set back through React's own setter and then, behind React's back, to what was typed,
 * so the input event that follows is a change React reports to the page.
 */
function announceValue(field: HTMLInputElement | HTMLTextAreaElement): void {
  // A checkbox's or radio button's value is not what it holds (clicks on them were held); a button's,
  // a file's or a hidden field's is not typed.
  if (NOT_TYPED.has(field.type)) return;
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!nativeSetter) return;
  // An input event first makes React hydrate the field's part of the page if it has not yet; React then
  // finds no change (it takes the field as it finds it).
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function announceSelection(select: HTMLSelectElement): void {
  const chosen = select.selectedOptions[0];
  if (chosen && !chosen.defaultSelected) select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The containers whose start was handled (React's development double effects call twice). */
const started = new WeakSet<HTMLElement>();

/** Called once the app is in the page: for a rendered page, once React has hydrated its root. */
export async function replayEarlyEvents(container: HTMLElement): Promise<void> {
  if (started.has(container)) return;
  started.add(container);
  // A prerender hidden as stale (the visitor's stored language or theme) was rendered again: show it.
  document.documentElement.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
  window.__portalHydrated = true;
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    announceValue(field);
  }
  for (const select of container.querySelectorAll('select')) announceSelection(select);
  const held = window.__portalEarlyEvents ?? [];
  window.__portalEarlyEvents = [];
  for (const event of held) {
    const { target } = event;
    // An element rendered again (not hydrated: the prerender was not used) is not the one clicked.
    if (!(target instanceof HTMLElement) || !target.isConnected) continue;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      const submitter = event.submitter && target.contains(event.submitter) ? event.submitter : undefined;
      target.requestSubmit(submitter as HTMLButtonElement | undefined);
    } else if (event.type === 'click') {
      target.click();
    }
  }
}
