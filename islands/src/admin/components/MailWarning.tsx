// The warning on the administrator home when e-mail keeps failing: how many
// messages wait in the outbox, the last error and when it happened, and a
// Retry button that makes them all due now (POST /admin/mail/retry). Shows
// nothing while every message goes out.
import { useMutation, useQuery } from "@tanstack/react-query";
import { formatIST } from "../../lib/time";
import { useLater } from "../hooks";
import { queries } from "../queries";
import { api, failureText, ok } from "../server";
import { Alert } from "./Alert";

export function MailWarning() {
  const mail = useQuery(queries.mail());
  const later = useLater();
  const retry = useMutation({
    mutationFn: () => ok(api.POST("/admin/mail/retry")),
    // Give the sender a moment, then show how things stand.
    onSuccess: () => later(() => void mail.refetch(), 3000),
  });
  const status = mail.data;
  const error = failureText(retry.error, "Could not retry the e-mail");
  const note = retry.data && `Trying ${retry.data.retried} ${retry.data.retried === 1 ? "message" : "messages"} again now.`;

  if (!status || status.failing === 0) return null;
  const waiting = status.waiting === 1 ? "1 e-mail is" : `${status.waiting} e-mails are`;
  return (
    <section className="admin-mail-warning" aria-labelledby="mail-warning-title">
      <Alert
        kind="danger"
        detail={
          status.lastError && (
            <>
              Last error{status.lastErrorAt ? ` (${formatIST(status.lastErrorAt)})` : ""}:{" "}
              <code className="admin-mail-error">{status.lastError}</code>
            </>
          )
        }
      >
        <h2 id="mail-warning-title" className="admin-h3">
          E-mail is failing
        </h2>
        {waiting} waiting to be sent; {status.failing} failed at least once and will be tried again.
      </Alert>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => retry.mutate()} disabled={retry.isPending}>
          {retry.isPending ? "Retrying…" : "Retry now"}
        </button>
      </p>
      {note && <Alert kind="info">{note}</Alert>}
      {error && <Alert kind="danger">{error}</Alert>}
    </section>
  );
}
