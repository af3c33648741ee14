// Setting up two-step sign-in: "Set up" asks the server for a new secret
// and shows its QR code (and the secret to type by hand); the app's first
// code turns it on, and the ten recovery codes are shown once, to be kept
// somewhere safe. Used from the account screen and, when the site requires
// two-step sign-in, straight after the password on the login screen.
import { useState, type FormEvent } from "react";
import { apiFetch } from "../../lib/api";
import type { Enabled, Enrolment } from "../../api/types";
import { errorMessage } from "../useApi";
import { Alert } from "./Alert";
import { TextField } from "./Fields";

export function TwoFactorEnrol({ onEnabled, onCodesKept }: { onEnabled?: (e: Enabled) => void; onCodesKept?: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    const res = await apiFetch<Enrolment>("POST", "/admin/2fa/setup");
    setBusy(false);
    if (res.ok && res.data) setEnrolment(res.data);
    else setError(errorMessage(res, "Two-step sign-in could not be set up"));
  };

  const confirm = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setFieldError(null);
    const res = await apiFetch<Enabled>("POST", "/admin/2fa/enable", { code });
    setBusy(false);
    if (res.ok && res.data) {
      setCodes(res.data.recoveryCodes);
      onEnabled?.(res.data);
    } else if (res.status === 422) {
      setFieldError(res.error?.error ?? "That code is not right.");
      document.getElementById("tf-code")?.focus();
    } else {
      setError(errorMessage(res, "Two-step sign-in was not turned on"));
    }
  };

  if (codes) {
    return (
      <div className="admin-2fa">
        <Alert kind="success">Two-step sign-in is on.</Alert>
        <p>
          Keep these recovery codes somewhere safe. Each one signs you in once if your phone is lost. They are shown only now.
        </p>
        <ul className="admin-recovery-codes" aria-label="Recovery codes">
          {codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        {onCodesKept && (
          <button type="button" className="btn btn-primary" onClick={onCodesKept}>
            I have kept my codes
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="admin-2fa">
      {error && <Alert kind="danger">{error}</Alert>}
      {!enrolment ? (
        <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={busy}>
          Set up two-step sign-in
        </button>
      ) : (
        <form onSubmit={(e) => void confirm(e)} aria-label="Confirm two-step sign-in">
          <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis), then enter the 6-digit code it shows.</p>
          <img className="admin-qr" width={200} height={200} alt="QR code for your authenticator app" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`} />
          <p>
            Cannot scan? Enter this key by hand: <code className="admin-secret" data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <TextField
            id="tf-code"
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setFieldError(null);
            }}
            error={fieldError}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Turn on
          </button>
        </form>
      )}
    </div>
  );
}
