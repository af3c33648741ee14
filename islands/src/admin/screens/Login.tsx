// /admin-login: the dark "Admin Login" card. 200 shows
// "Login successful", clears both fields and after 3000 ms opens the
// enquiries; other answers show "Login failed" (for 429, the throttle, the
// server's reason follows in its own element); a thrown request shows "Login
// failed due to an error".
// With two-step sign-in, a right password answers 202: the card then asks
// for the authenticator app's code (or a recovery code), or, when the site
// requires two-step sign-in and the account has none, sets it up first.
// The message hides after 3000 ms. Redirecting an already signed-in
// administrator is App's job (it happens before this screen renders).
// The server writes this screen's first render into the page (a form that
// also posts without JavaScript, with its refused fields and the second
// step when one waits); App hydrates it in place, keeping what was typed.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { Alert, type AlertKind } from "../components/Alert";
import { TextField } from "../components/Fields";
import { ScreenHeading } from "../components/Screen";
import { useApp } from "../context";
import { typed, useFieldError, useLater } from "../hooks";
import { HOME } from "../routes";
import { useRouter } from "../router";
import { api, ok } from "../server";
import type { LoginResponse, SecondStep } from "../../api/types";
import { TwoFactorEnrol } from "../components/TwoFactorEnrol";

export default function Login() {
  const { navigate, search } = useRouter();
  const { hasAdmins, signIn } = useApp();
  const later = useLater();
  const [email, setEmail] = useState(() => typed("login-email", signIn?.email));
  const [password, setPassword] = useState(() => typed("login-password"));
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<{ kind: AlertKind; text: string; detail?: string } | null>(null);
  const expired = new URLSearchParams(search).get("expired") === "1";
  const fe = useFieldError({ email: "login-email", password: "login-password", code: "login-code" }, signIn?.errors);
  const [step, setStep] = useState<SecondStep | null>(signIn?.step ?? null);
  const [code, setCode] = useState(() => typed("login-code"));
  // The code field takes the focus when the second step appears.
  useEffect(() => {
    if (step?.twoFactor === "code") document.getElementById("login-code")?.focus();
  }, [step]);

  const show = (kind: AlertKind, text: string, detail?: string) => {
    setMessage({ kind, text, detail });
    later(() => setMessage(null), 3000, "message");
  };

  const login = useMutation({
    mutationFn: (): Promise<LoginResponse | SecondStep> =>
      step
        ? ok(api.POST("/admin/login/2fa", { body: { code } }))
        : ok(api.POST("/admin/login", { body: { email, password } })),
    onSuccess: (answer) => {
      if ("twoFactor" in answer) {
        setStep(answer);
        setMessage(null);
        return;
      }
      show("success", "Login successful");
      setEmail("");
      setPassword("");
      setCode("");
      setDone(true);
      later(() => navigate(HOME), 3000, "redirect");
    },
    onError: (e) => {
      const reason = e.body.error || undefined;
      if (e.status === 401 && step) {
        show("danger", "Login failed", reason);
        if (/expired/i.test(reason ?? "")) setStep(null);
      } else if (e.status === 0) {
        show("danger", "Login failed due to an error");
      } else if (e.status === 429 && reason) {
        show("danger", "Login failed", reason);
      } else {
        show("danger", "Login failed");
        fe.take(e);
      }
    },
  });
  const busy = login.isPending;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || done) return;
    fe.clear();
    login.mutate();
  };

  return (
    <div className="admin-login">
      <div className="admin-login-card">
        <ScreenHeading>Admin Login</ScreenHeading>
        {expired && !message && (
          <Alert kind="info">Your session has expired. Please log in again.</Alert>
        )}
        {message && (
          <Alert kind={message.kind} detail={message.detail}>
            {message.text}
          </Alert>
        )}
        {step?.twoFactor === "enrol" ? (
          <>
            <p className="admin-login-step">{step.message}</p>
            <TwoFactorEnrol askPassword={false} onCodesKept={() => navigate(HOME)} />
          </>
        ) : step ? (
          <form method="post" action="/admin-login" onSubmit={onSubmit} aria-label="Two-step sign-in">
            <p className="admin-login-step">{step.message}</p>
            <TextField
              label="Authentication code"
              name="code"
              autoComplete="one-time-code"
              maxLength={32}
              {...fe.bind("code", code, setCode)}
            />
            <button type="submit" className="btn btn-primary admin-login-submit" disabled={busy || done}>
              {busy ? "Checking…" : "Verify"}
            </button>
          </form>
        ) : (
        <form method="post" action="/admin-login" onSubmit={onSubmit}>
          <TextField label="Authorized Email" type="email" name="email" autoComplete="username" {...fe.bind("email", email, setEmail)} />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            {...fe.bind("password", password, setPassword)}
          />
          <button type="submit" className="btn btn-primary admin-login-submit" disabled={busy || done}>
            {busy ? "Logging in…" : "Login"}
          </button>
        </form>
        )}
        {!hasAdmins && (
          <p className="admin-login-first">
            No administrator account exists yet. <a href="/registration">Create the first account</a>.
          </p>
        )}
      </div>
    </div>
  );
}
