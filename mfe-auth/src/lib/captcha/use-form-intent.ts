// "The visitor has started on this form": focus moving into it, a pointer or key press inside it, or
// its submission (a password manager may fill the fields and submit without any of the others).
// What only a visitor who uses the form needs (the captcha's code and its single-use key) waits for
// this instead of weighing on every first load of the page.
import { useCallback, useState, type RefCallback } from 'react';

const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'submit'] as const;

/**
 * `[started, anchor]`: attach `anchor` to an element inside the form. `started` turns true at the
 * first interaction with that form and stays true. Outside any form there is nothing to wait for,
 * and focus already inside the form counts as a start.
 */
export function useFormIntent(): [started: boolean, anchor: RefCallback<HTMLElement>] {
  const [started, setStarted] = useState(false);

  const anchor = useCallback(
    (element: HTMLElement | null) => {
      if (!element || started) return undefined;
      const form = element.closest('form');
      if (!form || form.contains(document.activeElement)) {
        setStarted(true);
        return undefined;
      }
      const start = () => setStarted(true);
      // Capture: an inner handler that stops propagation must not hide the interaction.
      for (const type of INTENT_EVENTS) form.addEventListener(type, start, { capture: true });
      return () => {
        for (const type of INTENT_EVENTS) form.removeEventListener(type, start, { capture: true });
      };
    },
    [started],
  );

  return [started, anchor];
}
