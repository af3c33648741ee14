// Reading a refused submission (422) field by field, for the public forms
// and the administrator's forms alike. The server names every refused field
// in `errors` ({field, error} each); an answer without that list names only
// the first one, in `field` and `error`.
import type { ApiError } from "../api/types";

/** The form field a JSON field name stands for: "selectedService.serId" and "imageUrls[2]" are their first part. */
export function fieldOf(jsonField: string): string {
  return jsonField.split(/[.[]/)[0] ?? jsonField;
}

/**
 * Every refused field of a 422 answer, field → message, in the server's
 * order; the first message wins when a field is named twice. Empty for any
 * other status or a body that names no field.
 */
export function refusedFields(status: number, body: ApiError | undefined): Record<string, string> {
  if (status !== 422 || !body) return {};
  const listed = body.errors?.length ? body.errors : body.field ? [{ field: body.field, error: body.error }] : [];
  const out: Record<string, string> = {};
  for (const { field, error } of listed) {
    const name = fieldOf(field);
    if (name && !(name in out)) out[name] = error;
  }
  return out;
}

/**
 * The refused fields a form shows at a control: each one `names` maps (JSON
 * field → the form's name for its control) under that name; `unplaced` is
 * the first message of a field the form has no control for, else null.
 */
export function placeFieldErrors(
  refused: Record<string, string>,
  names: Record<string, string>,
): { placed: Record<string, string>; unplaced: string | null } {
  const placed: Record<string, string> = {};
  let unplaced: string | null = null;
  for (const [field, message] of Object.entries(refused)) {
    const name = names[field];
    if (name) placed[name] ??= message;
    else unplaced ??= message;
  }
  return { placed, unplaced };
}
