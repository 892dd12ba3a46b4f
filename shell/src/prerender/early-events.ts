// What a visitor did on a prerendered page before the app had started (docs/adr/0010-prerendered-public-
// pages.md). The page's own start script (shared/tooling/prerender.mjs, `startScript`) starts the app at the
// visitor's first touch, key, focus or scroll; until the app has hydrated, it holds back clicks on
// controls and form submissions in window.__portalEarlyEvents (links still navigate; text typed into
// fields stays in them, as the browser keeps it). Once the app has hydrated, `replayEarlyEvents` tells
// React what the fields now hold and clicks or submits again what was held back, on the same elements.

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

/**
 * A field the visitor changed before hydration: React took its value as it found it, so a handler that
 * follows the field's changes (a controlled field, a check that starts when typing begins) has not heard
 * of it. The value is set back through React's own setter and then, behind React's back, to what was typed,
 * so the input event that follows is a change React reports to the page.
 */
function announceValue(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  // Also true of a checkbox or radio button: their value is not what they hold (clicks on them were held).
  if (typed === field.defaultValue) return;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!nativeSetter) return;
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function announceSelection(select: HTMLSelectElement): void {
  const chosen = select.selectedOptions[0];
  if (chosen && !chosen.defaultSelected) select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Called once the app is in the page: for a prerendered page, once it has hydrated. */
export function replayEarlyEvents(container: HTMLElement): void {
  if (window.__portalHydrated) return;
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
