// The deletion confirmation used by every list ("Confirm
// Deletion" with the texts every list uses). A native <dialog> opened with showModal(),
// so the page behind is inert; role/aria-modal/aria-labelledby are also set
// explicitly. Focus goes to "No" (the safe choice), Tab cycles inside, Escape
// means No, and on closing focus returns to the button that opened it, or,
// when that row is gone, to the screen's heading.
import { useEffect, useId, useRef, type KeyboardEvent, type SyntheticEvent } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  /** A second line: what else the deletion takes with it. */
  detail?: string | null;
  /** Runs the deletion; the dialog stays open (buttons disabled) until it settles. */
  onYes: () => void;
  onNo: () => void;
  busy?: boolean;
  title?: string;
}

function focusFallback() {
  const h = document.querySelector<HTMLElement>(".admin-main h1");
  h?.focus();
}

export function ConfirmDialog({ open, message, detail, onYes, onNo, busy = false, title = "Confirm Deletion" }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      d.showModal();
      noRef.current?.focus();
    } else if (!open && d.open) {
      d.close();
      const o = opener.current;
      opener.current = null;
      if (o && o.isConnected) o.focus();
      else focusFallback();
    }
  }, [open]);

  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: answer "No" ourselves so React state stays the source of truth.
    e.preventDefault();
    if (!busy) onNo();
  };

  // Keep Tab inside the dialog (the browser would otherwise leave for its own UI).
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab") return;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <div className="admin-dialog-head">
        <h2 id={titleId} className="admin-dialog-title">
          {title}
        </h2>
        <button type="button" className="admin-dialog-close" aria-label="Close" onClick={onNo} disabled={busy}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div id={textId}>
        <p className="admin-dialog-text">{message}</p>
        {detail && <p className="admin-dialog-text">{detail}</p>}
      </div>
      <div className="admin-dialog-actions">
        <button type="button" className="btn btn-danger" onClick={onYes} disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Deleting…" : "Yes"}
        </button>
        <button type="button" ref={noRef} className="btn btn-secondary" onClick={onNo} disabled={busy}>
          No
        </button>
      </div>
    </dialog>
  );
}
