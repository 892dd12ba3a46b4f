// JSON inside an HTML page's <script> (the injected config, a server-rendered page's state).
/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment or line-separator tricks). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
