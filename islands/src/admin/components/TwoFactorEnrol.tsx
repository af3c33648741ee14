// Setting up two-step sign-in: "Set up" asks the server for a new secret
// and shows its QR code (and the secret to type by hand); the app's first
// code turns it on, and the ten recovery codes are shown once, to be kept
// somewhere safe. Used from the account screen and, when the site requires
// two-step sign-in, straight after the password on the login screen.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useFormWrite } from "../hooks";
import { api, failureText, ok } from "../server";
import { Alert } from "./Alert";
import { TextField } from "./Fields";

export function TwoFactorEnrol({ onCodesKept }: { onCodesKept?: () => void }) {
  const setup = useMutation({ mutationFn: () => ok(api.POST("/admin/2fa/setup")) });
  const enable = useFormWrite<{ recoveryCodes: string[] }>({ code: "tf-code" });
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrolment = setup.data;
  const busy = setup.isPending || enable.busy;
  // A refused code is shown at the field, any other failure above the form.
  const error = failureText(setup.error, "Two-step sign-in could not be set up") ?? (enable.fe.of("code") ? null : enable.error);

  const start = () => {
    enable.reset();
    setup.mutate();
  };

  const confirm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setup.reset();
    enable.run(() => ok(api.POST("/admin/2fa/enable", { body: { code } })), "Two-step sign-in was not turned on", (r) =>
      setCodes(r.recoveryCodes),
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
        <button type="button" className="btn btn-primary" onClick={start} disabled={busy}>
          Set up two-step sign-in
        </button>
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
