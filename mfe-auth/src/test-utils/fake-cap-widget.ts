// A stand-in for <cap-widget> in Jest: no workers, no network. Tests solve it on demand.
import { act } from '@testing-library/react';

/** Background solves the page started with the widget's solve(), waiting for the test to finish them. */
const backgroundSolves: FakeCapWidget[] = [];

class FakeCapWidget extends HTMLElement {
  solveWith(token: string) {
    this.dispatchEvent(new CustomEvent('solve', { bubbles: true, composed: true, detail: { token } }));
  }

  /** The real widget's method (a click does the same): here it waits for finishBackgroundSolve. */
  solve(): Promise<void> {
    backgroundSolves.push(this);
    return Promise.resolve();
  }
}

/** How many solves the page started by itself (not by a visitor's click) and are still running. */
export function pendingBackgroundSolves(): number {
  return backgroundSolves.length;
}

/** Ends the oldest background solve with `token`. */
export function finishBackgroundSolve(token: string): void {
  const widget = backgroundSolves.shift();
  if (!widget) throw new Error('No background solve is running');
  act(() => widget.solveWith(token));
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
