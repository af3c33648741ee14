// What the public forms (enquiry, careers) do when submitted (SPEC §4,
// DECISIONS §7): POST the fields as JSON with the button disabled; on 201
// reset the form and show "Form submitted successfully!" for 3000 ms (or
// until dismissed); on any failure keep what was typed and say why beside
// the button, or, for a 422 naming a known field, at that field (focused).
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { apiFetch, type ApiResult } from "../lib/api";

export const SUCCESS_TEXT = "Form submitted successfully!";
export const SUCCESS_MS = 3000;

export interface FormRequest {
  path: string;
  body: Record<string, unknown>;
}

/** Why a submission failed, in words for the visitor. */
export function failureMessage(res: ApiResult<unknown>): string {
  if (res.ok) return "";
  if (res.status === 0) return "We could not reach the server, so your form was not sent. Please check your connection and try again.";
  if (res.status === 429) return "You have sent too many requests. Please try again later.";
  if (res.status >= 500) return "Something went wrong on our side and your form was not sent. Please try again in a few minutes.";
  return res.error.error;
}

/**
 * @param build turns the form's data into the call to make.
 * @param fields maps the API's JSON field names (from a 422) to input names.
 */
export function usePublicForm(build: (data: FormData) => FormRequest, fields: Record<string, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const [successes, setSuccesses] = useState(0);
  const [successVisible, setSuccessVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ name: string; message: string } | null>(null);

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
    const el = fieldError && formRef.current?.elements.namedItem(fieldError.name);
    if (el instanceof HTMLElement) el.focus();
  }, [fieldError]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sendingRef.current) return;
    const form = e.currentTarget;
    const { path, body } = build(new FormData(form));
    sendingRef.current = true;
    setSending(true);
    setError(null);
    setFieldError(null);
    setSuccessVisible(false);
    const res = await apiFetch<unknown>("POST", path, body);
    sendingRef.current = false;
    setSending(false);
    if (res.ok) {
      form.reset();
      setSuccessVisible(true);
      setSuccesses((n) => n + 1);
      return;
    }
    const name = res.status === 422 && res.error.field ? fields[res.error.field.split(".")[0]] : undefined;
    if (name) setFieldError({ name, message: res.error.error });
    else setError(failureMessage(res));
  }

  /** Clears a field's server error once the visitor edits that field. */
  function onChange(e: FormEvent<HTMLFormElement>) {
    if (fieldError && (e.target as HTMLInputElement).name === fieldError.name) setFieldError(null);
  }

  return {
    formRef,
    submitRef,
    statusRef,
    sending,
    successVisible,
    hideSuccess,
    error,
    errorFor: (name: string) => (fieldError?.name === name ? fieldError.message : null),
    onSubmit,
    onChange,
  };
}

export type PublicForm = ReturnType<typeof usePublicForm>;
