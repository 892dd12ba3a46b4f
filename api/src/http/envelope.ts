// The success envelope of the portal's answers (docs/architecture.md "Backend"): `{is_success: true, message, result}`,
// and the reference's list shape `{is_success: true, message, result_list}` (staff lists, some logs).
// Errors have theirs in errors.ts. Node software gets another shape entirely (the node API's own module).

/** A success with a result; `message` is the sentence a customer may be shown. */
export function ok<T>(result: T, message = 'OK'): { is_success: true; message: string; result: T } {
  return { is_success: true, message, result };
}

/** A success that has nothing to return but its message. */
export function done(message: string): { is_success: true; message: string } {
  return { is_success: true, message };
}

/** A list in the reference's `result_list` shape (staff lists, the sign-in log). */
export function okList<T>(items: T[], message = 'OK'): { is_success: true; message: string; result_list: T[] } {
  return { is_success: true, message, result_list: items };
}
