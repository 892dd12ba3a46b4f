// Creates one <cap-widget> for one captcha key. The widget shows its labels from data attributes,
// so every state reads in the portal's language instead of the widget's own guess.
import type { TFunction } from 'i18next';

/** The widget's i18n attributes (data-cap-i18n-*) and the auth texts that fill them. */
const LABELS: Record<string, string> = {
  'initial-state': 'captcha.initial',
  'verifying-label': 'captcha.verifying',
  'solved-label': 'captcha.solved',
  'error-label': 'captcha.error',
  'verify-aria-label': 'captcha.verifyAria',
  'verifying-aria-label': 'captcha.verifyingAria',
  'verified-aria-label': 'captcha.verifiedAria',
  'error-aria-label': 'captcha.errorAria',
  'wasm-disabled': 'captcha.wasmDisabled',
  'required-label': 'captcha.requiredLabel',
  'group-aria-label': 'captcha.label',
};

export function applyCapLabels(element: HTMLElement, t: TFunction): void {
  for (const [attribute, key] of Object.entries(LABELS)) {
    element.setAttribute(`data-cap-i18n-${attribute}`, t(key));
  }
}

/** `/api/v2/cap/{siteKey}/` on the API base: the server's @cap.js/server challenge + redeem routes. */
export function capEndpoint(apiBase: string, siteKey: string): string {
  return `${apiBase.replace(/\/+$/, '')}/api/v2/cap/${encodeURIComponent(siteKey)}/`;
}

export function createCapElement(endpoint: string): HTMLElement {
  const element = document.createElement('cap-widget');
  element.setAttribute('data-cap-api-endpoint', endpoint);
  // Fill the form's width, also on 360 px phones (the widget defaults to a fixed 260 px).
  element.style.display = 'block';
  element.style.setProperty('--cap-widget-width', '100%');
  return element;
}
