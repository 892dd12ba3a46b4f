// Loads the Cap widget (defines <cap-widget>) on demand, in its own chunk, so it never weighs on
// the first paint. The widget reads its configuration from window globals at evaluation time.
import { CAP_WASM_URL } from './cap-assets';

declare global {
  interface Window {
    CAP_CUSTOM_WASM_URL?: string;
    CAP_PAKO_URL?: string;
    CAP_DISABLE_WIDGET_REF?: boolean;
    CAP_SILENT?: boolean;
  }
}

/**
 * The widget only needs pako when the browser lacks DecompressionStream and the server sends an
 * instrumentation challenge (ours sends none). An empty data: script keeps that path off the CDN:
 * it fails cleanly instead of calling cdn.jsdelivr.net.
 */
const NO_CDN_SCRIPT = 'data:text/javascript,';

let loading: Promise<void> | null = null;

export function loadCapWidget(): Promise<void> {
  if (!loading) {
    window.CAP_CUSTOM_WASM_URL = CAP_WASM_URL;
    window.CAP_PAKO_URL = NO_CDN_SCRIPT;
    // The "Cap" credit link would otherwise send this page's URL and referrer to trycap.dev.
    window.CAP_DISABLE_WIDGET_REF = true;
    window.CAP_SILENT = process.env.NODE_ENV === 'production';
    loading = import(/* webpackChunkName: "cap-widget" */ '@cap.js/widget').then(
      () => undefined,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}
