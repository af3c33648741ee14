// The warning on the administrator home when e-mail keeps failing: how many
// messages wait in the outbox, the last error and when it happened, and a
// Retry button that makes them all due now (POST /admin/mail/retry). Shows
// nothing while every message goes out.
import { useCallback, useEffect, useState } from "react";
import type { MailRetried, MailStatus } from "../../api/types";
import { formatIST } from "../../lib/time";
import { useCall } from "../hooks";
import { errorMessage, useApi } from "../useApi";
import { Alert } from "./Alert";

export function MailWarning() {
  const api = useApi();
  const [status, setStatus] = useState<MailStatus | null>(null);
  const { busy, error, setError, note, setNote, run } = useCall();

  const load = useCallback(async () => {
    const res = await api<MailStatus>("GET", "/admin/mail/status");
    if (res.ok && res.data) setStatus(res.data);
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const retry = async () => {
    const res = await run(() => api<MailRetried>("POST", "/admin/mail/retry"));
    if (!res.ok || !res.data) {
      setError(errorMessage(res, "Could not retry the e-mail"));
      return;
    }
    setNote(`Trying ${res.data.retried} ${res.data.retried === 1 ? "message" : "messages"} again now.`);
    // Give the sender a moment, then show how things stand.
    window.setTimeout(() => void load(), 3000);
  };

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
        <button type="button" className="btn btn-primary" onClick={() => void retry()} disabled={busy}>
          {busy ? "Retrying…" : "Retry now"}
        </button>
      </p>
      {note && <Alert kind="info">{note}</Alert>}
      {error && <Alert kind="danger">{error}</Alert>}
    </section>
  );
}
