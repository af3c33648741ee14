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
import { useEffect, useState, type FormEvent } from "react";
import { Alert, type AlertKind } from "../components/Alert";
import { TextField } from "../components/Fields";
import { ScreenHeading } from "../components/Screen";
import { useApp } from "../context";
import { useFieldError, useLater } from "../hooks";
import { HOME } from "../routes";
import { useRouter } from "../router";
import { apiFetch } from "../../lib/api";
import type { LoginResponse, SecondStep } from "../../api/types";
import { TwoFactorEnrol } from "../components/TwoFactorEnrol";

export default function Login() {
  const { navigate, search } = useRouter();
  const { hasAdmins } = useApp();
  const later = useLater();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<{ kind: AlertKind; text: string; detail?: string } | null>(null);
  const expired = new URLSearchParams(search).get("expired") === "1";
  const fe = useFieldError({ email: "login-email", password: "login-password", code: "login-code" });
  const [step, setStep] = useState<SecondStep | null>(null);
  const [code, setCode] = useState("");
  // The code field takes the focus when the second step appears.
  useEffect(() => {
    if (step?.twoFactor === "code") document.getElementById("login-code")?.focus();
  }, [step]);

  const show = (kind: AlertKind, text: string, detail?: string) => {
    setMessage({ kind, text, detail });
    later(() => setMessage(null), 3000, "message");
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || done) return;
    setBusy(true);
    fe.clear();
    try {
      const res = step
        ? await apiFetch<LoginResponse>("POST", "/admin/login/2fa", { code })
        : await apiFetch<LoginResponse | SecondStep>("POST", "/admin/login", { email, password });
      if (res.status === 200) {
        show("success", "Login successful");
        setEmail("");
        setPassword("");
        setCode("");
        setDone(true);
        later(() => navigate(HOME), 3000, "redirect");
      } else if (res.status === 202 && res.data && "twoFactor" in res.data) {
        setStep(res.data);
        setMessage(null);
      } else if (res.status === 401 && step) {
        show("danger", "Login failed", res.error?.error);
        if (/expired/i.test(res.error?.error ?? "")) setStep(null);
      } else if (res.status === 0) {
        show("danger", "Login failed due to an error");
      } else if (res.status === 429 && res.error?.error) {
        show("danger", "Login failed", res.error.error);
      } else {
        show("danger", "Login failed");
        fe.take(res);
      }
    } catch {
      show("danger", "Login failed due to an error");
    } finally {
      setBusy(false);
    }
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
            <TwoFactorEnrol onCodesKept={() => navigate(HOME)} />
          </>
        ) : step ? (
          <form onSubmit={onSubmit} aria-label="Two-step sign-in">
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
        <form onSubmit={onSubmit}>
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
