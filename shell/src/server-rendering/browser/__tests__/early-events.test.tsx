// What a visitor did on a prerendered page before the app started reaches the app once it runs: the
// held clicks and submissions are replayed on the same elements, once; fields typed into are announced
// to React, so a controlled field and its handlers know what they hold.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { replayEarlyEvents } from '../early-events';
import { STALE_PRERENDER_ATTRIBUTE } from '../hydration';

let container: HTMLDivElement;
let root: Root;
const clicks = jest.fn();
const submits = jest.fn();

function Page() {
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submits(email);
      }}
    >
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input aria-label="Remember" type="checkbox" />
      <button type="button" onClick={() => clicks()}>
        <svg aria-hidden="true" />
        Show
      </button>
      <button type="submit">Sign in</button>
      <output>{email}</output>
      {/* Staff-written HTML React passes through (the dashboard's announcement): never hydrated. */}
      <div dangerouslySetInnerHTML={{ __html: '<p><a href="/user/tickets">Open a ticket</a></p>' }} />
    </form>
  );
}

/** Sets a field's value as the browser does when a person types (React's own setter bypassed). */
function typeNatively(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
}

beforeEach(async () => {
  clicks.mockReset();
  submits.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<Page />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  delete window.__portalEarlyEvents;
  delete window.__portalHydrated;
  document.documentElement.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
});

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;

it('replays a held click on its control, once, and only then stops holding events', async () => {
  window.__portalEarlyEvents = [{ type: 'click', target: button('Show') }];
  await act(() => replayEarlyEvents(container));
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(window.__portalHydrated).toBe(true);
  expect(window.__portalEarlyEvents).toEqual([]);
  // A second call (React's development double effects) replays nothing again.
  window.__portalEarlyEvents = [{ type: 'click', target: button('Show') }];
  await act(() => replayEarlyEvents(container));
  expect(clicks).toHaveBeenCalledTimes(1);
});

it('tells React what was typed before it ran, then replays the held submission with it', async () => {
  const email = container.querySelector<HTMLInputElement>('input[aria-label="Email"]')!;
  typeNatively(email, 'ada@example.com');
  const form = container.querySelector('form')!;
  window.__portalEarlyEvents = [{ type: 'submit', target: form, submitter: button('Sign in') }];
  await act(() => replayEarlyEvents(container));
  expect(container.querySelector('output')?.textContent).toBe('ada@example.com');
  expect(submits).toHaveBeenCalledWith('ada@example.com');
});

it('leaves alone a checkbox, whose held click is what changes it', async () => {
  const remember = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const changes = jest.fn();
  remember.addEventListener('input', changes);
  await act(() => replayEarlyEvents(container));
  expect(changes).not.toHaveBeenCalled();
  expect(remember.checked).toBe(false);
});

it('skips an element no longer in the page (the prerender was rendered again, not hydrated)', async () => {
  const gone = document.createElement('button');
  const clicked = jest.fn();
  gone.addEventListener('click', clicked);
  window.__portalEarlyEvents = [{ type: 'click', target: gone }];
  await act(() => replayEarlyEvents(container));
  expect(clicked).not.toHaveBeenCalled();
});

it('shows again a prerender that was hidden as stale', async () => {
  document.documentElement.setAttribute(STALE_PRERENDER_ATTRIBUTE, '');
  await act(() => replayEarlyEvents(container));
  expect(document.documentElement.hasAttribute(STALE_PRERENDER_ATTRIBUTE)).toBe(false);
});

it('does not wait for links in HTML React passes through, which it never takes over', async () => {
  jest.useFakeTimers();
  try {
    window.__portalEarlyEvents = [{ type: 'click', target: button('Show') }];
    const replayed = replayEarlyEvents(container);
    // Within a frame, not after the 10-second wait for controls React has not taken over.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(window.__portalHydrated).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(1);
    await replayed;
  } finally {
    jest.useRealTimers();
  }
});
