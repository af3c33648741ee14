// Message boxes of the administrator area. Errors use role="alert" so a
// screen reader announces them at once; successes and notices use
// role="status". Optionally dismissible (SPEC: "dismissible alert").
import type { ReactNode } from "react";

export type AlertKind = "success" | "danger" | "info";

export function Alert(props: { kind: AlertKind; children: ReactNode; onDismiss?: () => void; className?: string }) {
  const { kind, children, onDismiss, className } = props;
  return (
    <div
      role={kind === "danger" ? "alert" : "status"}
      className={`alert alert-${kind} admin-alert${onDismiss ? " admin-alert-dismissible" : ""}${className ? ` ${className}` : ""}`}
    >
      <div className="admin-alert-text">{children}</div>
      {onDismiss && (
        <button type="button" className="admin-alert-close" aria-label="Dismiss message" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
