// A stand-in for <cap-widget> in Jest: no workers, no network. Tests solve it on demand.
import { act } from '@testing-library/react';

class FakeCapWidget extends HTMLElement {
  solveWith(token: string) {
    this.dispatchEvent(new CustomEvent('solve', { bubbles: true, composed: true, detail: { token } }));
  }
}

export function defineFakeCapWidget(): void {
  if (!customElements.get('cap-widget')) customElements.define('cap-widget', FakeCapWidget);
}

/** Every <cap-widget> in the document, oldest first. */
export function capWidgets(): FakeCapWidget[] {
  return Array.from(document.querySelectorAll('cap-widget')) as unknown as FakeCapWidget[];
}

/** Solves the (only) widget on the page, as a user clicking it would. */
export function solveCaptcha(token = 'cap-token'): void {
  const widgets = capWidgets();
  if (widgets.length !== 1) throw new Error(`Expected one <cap-widget>, found ${widgets.length}`);
  act(() => widgets[0]!.solveWith(token));
}
