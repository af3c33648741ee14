// Setting up two-step sign-in: "Set up" asks the server for a new secret
// and shows its QR code (and the secret to type by hand); the app's first
// code turns it on, and the ten recovery codes are shown once, to be kept
// somewhere safe. Used from the account screen, where the current password
// is asked for first (a stolen session must not enrol someone else's app;
// it goes with both calls and a wrong one is shown at its field), and,
// when the site requires two-step sign-in, straight after the password on
// the login screen (no second password then).
import { useState, type FormEvent } from "react";
import type { EnrolmentView } from "../../api/types";
import { useFormWrite } from "../hooks";
import { api, ok } from "../server";
import { Alert } from "./Alert";
import { TextField } from "./Fields";

export function TwoFactorEnrol({ askPassword, onCodesKept }: { askPassword: boolean; onCodesKept?: () => void }) {
  const setup = useFormWrite<EnrolmentView>({ password: "tf-password" });
  const enable = useFormWrite<{ recoveryCodes: string[] }>({ code: "tf-code", password: "tf-password" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [enrolment, setEnrolment] = useState<EnrolmentView | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const busy = setup.busy || enable.busy;
  // A refused field is shown at the field, any other failure above the form.
  const error = (setup.fe.of("password") ? null : setup.error) ?? (enable.fe.of("code") ? null : enable.error);

  const start = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    enable.reset();
    setup.run(() => ok(api.POST("/admin/2fa/setup", { body: askPassword ? { password } : {} })), "Two-step sign-in could not be set up", setEnrolment);
  };

  const confirm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setup.reset();
    enable.run(
      () => ok(api.POST("/admin/2fa/enable", { body: askPassword ? { code, password } : { code } })),
      "Two-step sign-in was not turned on",
      (r) => {
        setPassword("");
        setCodes(r.recoveryCodes);
      },
    );
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
        <form className="admin-form" onSubmit={start} aria-label="Set up two-step sign-in">
          {askPassword && (
            <TextField
              label="Your password"
              hint="To change how you sign in, confirm it is you."
              type="password"
              autoComplete="current-password"
              required
              {...setup.fe.bind("password", password, setPassword)}
            />
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Set up two-step sign-in
          </button>
        </form>
      ) : (
        <form onSubmit={confirm} aria-label="Confirm two-step sign-in">
          <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis), then enter the 6-digit code it shows.</p>
          <img className="admin-qr" width={200} height={200} alt="QR code for your authenticator app" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`} />
          <p>
            Cannot scan? Enter this key by hand: <code className="admin-secret" data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <TextField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...enable.fe.bind("code", code, (v) => {
              setCode(v);
              enable.reset();
            })}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Turn on
          </button>
        </form>
      )}
    </div>
  );
}
