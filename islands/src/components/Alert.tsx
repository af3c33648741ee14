// A message box in the site's .alert styles, optionally with a close button.
// Put it inside a live region that already exists in the page (role
// "status" or "alert") so screen readers announce it when it appears.
import type { ReactNode } from "react";

interface AlertProps {
  kind: "success" | "danger";
  children: ReactNode;
  /** Shows a close button ("Dismiss message") when given. */
  onDismiss?: () => void;
  /** The close button's label, in the page's language. */
  dismissLabel?: string;
}

export function Alert({ kind, children, onDismiss, dismissLabel = "Dismiss message" }: AlertProps) {
  return (
    <div className={`alert alert-${kind} island-alert`}>
      <span>{children}</span>
      {onDismiss && (
        <button type="button" className="alert-dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
