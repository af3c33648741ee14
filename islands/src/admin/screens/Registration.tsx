// /registration: "<product> Registration Page" with the
// 350px "Create Account" form. 201 shows the dismissible "User added
// successfully!" and after 3000 ms opens /admin-login; any other answer shows
// "User registration failed", with the server's reason (e.g. the e-mail is
// already registered) in its own element after it; a thrown request shows
// "Error occurred during user registration". Every field is cleared after
// every attempt.
// Open to anyone only until the first administrator exists.
import { useState, type FormEvent } from "react";
import { Alert, type AlertKind } from "../components/Alert";
import { TextField } from "../components/Fields";
import { ScreenHeading } from "../components/Screen";
import { useApp } from "../context";
import { useLater } from "../hooks";
import { LOGIN } from "../routes";
import { useRouter } from "../router";
import { useAuth } from "../auth";
import { errorField, safeFetch, useApi, type ApiResult } from "../useApi";
import type { CreateAdminBody } from "../../api/types";

const EMPTY = { username: "", email: "", mobile: "", password: "", role: "" } satisfies CreateAdminBody;
type Form = typeof EMPTY;
const FIELD_IDS: Record<string, string> = {
  username: "reg-username",
  email: "reg-email",
  mobile: "reg-mobile",
  password: "reg-password",
  role: "reg-role",
};

export default function Registration() {
  const { productName, markAdminsExist } = useApp();
  const { isAuthenticated } = useAuth();
  const { navigate } = useRouter();
  const api = useApi();
  const later = useLater();
  const [form, setForm] = useState<Form>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<{ kind: AlertKind; text: string; detail?: string } | null>(null);
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null);

  const set = (k: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    if (fieldError?.field === k) setFieldError(null);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || done) return;
    setBusy(true);
    setMessage(null);
    setFieldError(null);
    let res: ApiResult<unknown>;
    // A signed-in administrator adding a colleague: a 401 means the session ended.
    // During first-run setup nobody is signed in, so a 401 is just a failure.
    if (isAuthenticated) res = await api("POST", "/admin/createad", form);
    else res = await safeFetch("POST", "/admin/createad", form);
    setBusy(false);
    setForm(EMPTY);
    if (res.status === 201) {
      setDone(true);
      setMessage({ kind: "success", text: "User added successfully!" });
      later(() => {
        markAdminsExist();
        navigate(LOGIN);
      }, 3000);
    } else if (res.status === 0) {
      setMessage({ kind: "danger", text: "Error occurred during user registration" });
    } else {
      const reason = res.error?.error?.trim();
      setMessage({ kind: "danger", text: "User registration failed", detail: reason || undefined });
      const field = errorField(res);
      if (field && FIELD_IDS[field] && reason) {
        setFieldError({ field, text: reason });
        window.setTimeout(() => document.getElementById(FIELD_IDS[field])?.focus(), 0);
      }
    }
  };

  const err = (k: keyof Form) => (fieldError?.field === k ? fieldError.text : null);

  return (
    <div className="admin-registration">
      <ScreenHeading>{productName} Registration Page</ScreenHeading>
      <form className="admin-form admin-form-350" onSubmit={onSubmit} aria-labelledby="reg-title">
        <h2 id="reg-title" className="admin-h2">
          Create Account
        </h2>
        {message && (
          <Alert kind={message.kind} detail={message.detail} onDismiss={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
        <TextField id="reg-username" label="Your Name" name="username" required autoComplete="name" value={form.username} onChange={set("username")} error={err("username")} />
        <TextField id="reg-email" label="Email" type="email" name="email" required autoComplete="email" value={form.email} onChange={set("email")} error={err("email")} />
        <TextField id="reg-mobile" label="Mobile" name="mobile" type="tel" required autoComplete="tel" value={form.mobile} onChange={set("mobile")} error={err("mobile")} />
        <TextField
          id="reg-password"
          label="Password"
          type="password"
          name="password"
          required
          minLength={8}
          maxLength={128}
          placeholder="Password min 8 char long"
          autoComplete="new-password"
          value={form.password}
          onChange={set("password")}
          error={err("password")}
        />
        <TextField id="reg-role" label="Role" name="role" required value={form.role} onChange={set("role")} error={err("role")} />
        <button type="submit" className="btn btn-primary" disabled={busy || done}>
          {busy ? "Submitting…" : "Submit"}
        </button>
      </form>
    </div>
  );
}
