// /admin-login: the dark "Admin Login" card. 200 shows
// "Login successful", clears both fields and after 3000 ms opens the
// enquiries; other answers show "Login failed" (for 429, the throttle, the
// server's reason follows in its own element); a thrown request shows "Login
// failed due to an error".
// The message hides after 3000 ms. Redirecting an already signed-in
// administrator is App's job (it happens before this screen renders).
import { useState, type FormEvent } from "react";
import { Alert, type AlertKind } from "../components/Alert";
import { TextField } from "../components/Fields";
import { ScreenHeading } from "../components/Screen";
import { useApp } from "../context";
import { useFieldError, useLater } from "../hooks";
import { HOME } from "../routes";
import { useRouter } from "../router";
import { apiFetch } from "../../lib/api";
import type { LoginResponse } from "../../api/types";

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
  const fe = useFieldError({ email: "login-email", password: "login-password" });

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
      const res = await apiFetch<LoginResponse>("POST", "/admin/login", { email, password });
      if (res.status === 200) {
        show("success", "Login successful");
        setEmail("");
        setPassword("");
        setDone(true);
        later(() => navigate(HOME), 3000, "redirect");
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
        {!hasAdmins && (
          <p className="admin-login-first">
            No administrator account exists yet. <a href="/registration">Create the first account</a>.
          </p>
        )}
      </div>
    </div>
  );
}
