// What a visitor did on a rendered page before the app had started (docs/adr/0012-page-server.md). The
// page's own start script (page-server/page-scripts.ts, `startScript`) starts the app at the visitor's first
// touch, key, focus or scroll; until the app has hydrated, it holds back clicks on controls and form
// submissions in window.__portalEarlyEvents (links still navigate; text typed into fields stays in them, as
// the browser keeps it). Once the app has hydrated, `replayEarlyEvents` tells React what the fields now hold
// and clicks or submits again what was held back, on the same elements.
//
// It waits for every control to be hydrated, which only React's own marks on elements tell. Replaying at
// once and letting React hydrate the clicked part for the event (its selective hydration) does not work
// here: a part behind React.lazy suspends on its first render even with its code loaded, so the part stays
// dehydrated and React drops the event (tried for issue 22, docs/adr/0012-page-server.md).

import { STALE_PRERENDER_ATTRIBUTE } from './hydration';

interface EarlyEvent {
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

const CONTROLS = 'a, button, input, label, select, summary, textarea, [role="button"]';
const HYDRATION_WAIT_MS = 10_000;

/**
 * Whether React has taken this element over. React hydrates the parts of a page inside Suspense boundaries
 * after the rest (at a lower priority), and an event sent to a part not hydrated yet is lost; React marks
 * every element it has hydrated with an own property named `__reactFiber$<id>` (all versions since 17).
 */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Whether `element` is part of HTML React only passes through (dangerouslySetInnerHTML: the dashboard's
 * announcement, written by staff): React never takes such elements over, so there is nothing to wait for.
 */
function insidePassedThroughHtml(element: Element, container: HTMLElement): boolean {
  for (let node = element.parentElement; node && node !== container; node = node.parentElement) {
    const props = Object.entries(node).find(([key]) => key.startsWith('__reactProps$'))?.[1] as
      { dangerouslySetInnerHTML?: unknown } | undefined;
    if (props?.dangerouslySetInnerHTML) return true;
  }
  return false;
}

/** Resolves once every control in `container` is hydrated (or after HYDRATION_WAIT_MS, whatever remains). */
async function controlsHydrated(container: HTMLElement): Promise<void> {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  const pending = () =>
    [...container.querySelectorAll(CONTROLS)].some(
      (element) => !isHydrated(element) && !insidePassedThroughHtml(element, container),
    );
  while (pending() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 16));
}

/**
 * Called once the app is in the page: for a prerendered page, once its root has hydrated. Events stay held
 * until every control on the page is hydrated, then what was held is replayed.
 */
export async function replayEarlyEvents(container: HTMLElement): Promise<void> {
  if (started.has(container)) return;
  started.add(container);
  // A prerender hidden as stale (the visitor's stored language or theme) was rendered again: show it.
  document.documentElement.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
  await controlsHydrated(container);
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
