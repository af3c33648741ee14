// Message boxes of the administrator area. Errors use role="alert" so a
// screen reader announces them at once; successes and notices use
// role="status". Optionally dismissible (a "dismissible alert"). A
// `detail` (e.g. the server's reason) goes in its own element after the
// message, so the message element holds exactly the fixed text.
import type { ReactNode } from "react";

export type AlertKind = "success" | "danger" | "info";

export function Alert(props: {
  kind: AlertKind;
  children: ReactNode;
  detail?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}) {
  const { kind, children, detail, onDismiss, className } = props;
  return (
    <div
      role={kind === "danger" ? "alert" : "status"}
      className={`alert alert-${kind} admin-alert${onDismiss ? " admin-alert-dismissible" : ""}${className ? ` ${className}` : ""}`}
    >
      <div className="admin-alert-text">
        {detail ? (
          <>
            <div className="admin-alert-message">{children}</div>
            <div className="admin-alert-detail">{detail}</div>
          </>
        ) : (
          children
        )}
      </div>
      {onDismiss && (
        <button type="button" className="admin-alert-close" aria-label="Dismiss message" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
