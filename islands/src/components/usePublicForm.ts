// What the public forms (enquiry, careers) do when submitted: POST the
// fields as JSON with the button disabled; on 201 reset the form and show
// "Form submitted successfully!" for 3000 ms (or until dismissed); on any
// failure keep what was typed and say why beside the button, or, for a 422,
// at each refused field (the first one focused).
//
// The server renders the same form before any script runs, and it may
// render it in a later state: after a script-free post, with the success
// alert up (`sent`), or with the message of each field at fault and a
// message for the whole form. The island starts from that state (its
// props), so its first render is the server's markup and it hydrates it.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { apiFetch, type ApiResult } from "../lib/api";
import { placeFieldErrors, refusedFields } from "../lib/refusedFields";
import { EN_WORDS, type FormWords } from "./formWords";

export const SUCCESS_MS = 3000;

export interface FormRequest {
  path: string;
  /** JSON, or a FormData sent as multipart (a form with a file). */
  body: Record<string, unknown> | FormData;
}

/** The state the server rendered the form in (see the header). */
export interface ServerFormState {
  /** Input name → the text typed before a refused script-free post. */
  values?: Record<string, string>;
  /** Input name → its error message. */
  errors?: Record<string, string>;
  /** The message for the whole form, beside the button. */
  error?: string | null;
  /** True after a script-free post succeeded: the success alert is up. */
  sent?: boolean;
}

/**
 * The API's JSON field names (from a 422) mapped to the form's input names:
 * each input is named as the API names its field, so the map is the
 * identity over the form's inputs.
 */
export function fieldNames(inputs: string[]): Record<string, string> {
  return Object.fromEntries(inputs.map((name) => [name, name]));
}

/** Why a submission failed, in words for the visitor (in the form's language). */
export function failureMessage(res: ApiResult<unknown>, words: FormWords = EN_WORDS): string {
  if (res.ok) return "";
  if (res.status === 0) return words.offline;
  if (res.status === 429) return words.tooMany;
  if (res.status >= 500) return words.failed;
  return res.error.error;
}

/**
 * Empties every field. A plain reset() would bring back what the server
 * rendered in the fields (the typed values of a refused script-free post),
 * so the defaults are cleared first.
 */
function clearForm(form: HTMLFormElement): void {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.defaultValue = "";
    else if (el instanceof HTMLSelectElement) for (const o of Array.from(el.options)) o.defaultSelected = false;
  }
  form.reset();
}

/**
 * @param build turns the form's data into the call to make.
 * @param fields maps the API's JSON field names (from a 422) to input names.
 */
export function usePublicForm(
  build: (data: FormData) => FormRequest,
  fields: Record<string, string>,
  initial: ServerFormState = {},
  words: FormWords = EN_WORDS,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [successes, setSuccesses] = useState(initial.sent ? 1 : 0);
  const [successVisible, setSuccessVisible] = useState(!!initial.sent);
  const [error, setError] = useState<string | null>(initial.error ?? null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(initial.errors ?? {});

  const hideSuccess = useCallback(() => {
    // Keep keyboard users in place when the dismiss button disappears.
    if (statusRef.current?.contains(document.activeElement)) submitRef.current?.focus();
    setSuccessVisible(false);
  }, []);

  useEffect(() => {
    if (!successes) return;
    const timer = window.setTimeout(hideSuccess, SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [successes, hideSuccess]);

  useEffect(() => {
    const first = Object.keys(fieldErrors)[0];
    const el = first && formRef.current?.elements.namedItem(first);
    if (el instanceof HTMLElement) el.focus();
  }, [fieldErrors]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sendingRef.current) return;
    const form = e.currentTarget;
    const { path, body } = build(new FormData(form));
    sendingRef.current = true;
    setSending(true);
    setError(null);
    setFieldErrors({});
    setSuccessVisible(false);
    const res = await apiFetch<unknown>("POST", path, body);
    sendingRef.current = false;
    setSending(false);
    if (res.ok) {
      clearForm(form);
      setSuccessVisible(true);
      setSuccesses((n) => n + 1);
      return;
    }
    const { placed, unplaced } = placeFieldErrors(refusedFields(res.status, res.error), fields);
    setFieldErrors(placed);
    if (unplaced !== null || Object.keys(placed).length === 0) setError(unplaced ?? failureMessage(res, words));
  }

  /** Clears a field's server error once the visitor edits that field. */
  function onChange(e: FormEvent<HTMLFormElement>) {
    const name = (e.target as HTMLInputElement).name;
    if (name in fieldErrors) {
      const { [name]: _cleared, ...rest } = fieldErrors;
      setFieldErrors(rest);
    }
  }

  return {
    formRef,
    submitRef,
    statusRef,
    sending,
    successVisible,
    hideSuccess,
    error,
    errorFor: (name: string) => fieldErrors[name] ?? null,
    /** What the visitor had typed in `name` when the server rendered the form. */
    initialValue: (name: string) => initial.values?.[name] ?? "",
    onSubmit,
    onChange,
  };
}

export type PublicForm = ReturnType<typeof usePublicForm>;
