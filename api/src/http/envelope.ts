// The success envelope of the portal's answers (DESIGN.md "Backend"): `{is_success: true, message, result}`.
// Errors have theirs in errors.ts. Node software gets another shape entirely (the node API's own module).

/** A success with a result; `message` is the sentence a customer may be shown. */
export function ok<T>(result: T, message = 'OK'): { is_success: true; message: string; result: T } {
  return { is_success: true, message, result };
}

/** A success that has nothing to return but its message. */
export function done(message: string): { is_success: true; message: string } {
  return { is_success: true, message };
}
