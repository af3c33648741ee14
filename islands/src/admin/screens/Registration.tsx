// /registration: "<product> Registration Page" with the
// 350px "Create Account" form. 201 shows the dismissible "User added
// successfully!" and after 3000 ms opens /admin-login; any other answer shows
// "User registration failed", with the server's reason (e.g. the e-mail is
// already registered) in its own element after it; a thrown request shows
// "Error occurred during user registration". Every field is cleared after
// every attempt.
// Open to anyone only until the first administrator exists; until then the
// server writes this screen's first render into the page (a form that also
// posts without JavaScript, with its refused fields and "User registration
// failed" after a refused post), and App hydrates it in place, keeping what
// was typed.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert, type AlertKind } from "../components/Alert";
import { TextField } from "../components/Fields";
import { ScreenHeading } from "../components/Screen";
import { useApp } from "../context";
import { typed, useFieldError, useLater } from "../hooks";
import { LOGIN } from "../routes";
import { useRouter } from "../router";
import { CHANGES } from "../queries";
import { api, ok } from "../server";
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

const FAILED = "User registration failed";

export default function Registration() {
  const { productName, markAdminsExist, registration: served } = useApp();
  const { navigate } = useRouter();
  const later = useLater();
  const [form, setForm] = useState<Form>(() => {
    const kept: Partial<Form> = served ?? {};
    return Object.fromEntries(Object.keys(EMPTY).map((k) => [k, typed(FIELD_IDS[k], kept[k as keyof Form])])) as Form;
  });
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<{ kind: AlertKind; text: string; detail?: string } | null>(() =>
    served?.failure != null ? { kind: "danger", text: FAILED, detail: served.failure || undefined } : null,
  );
  const fe = useFieldError(FIELD_IDS, served?.errors);
  // A 401 sends a signed-in administrator to the login screen (the session
  // ended); during first-run setup nobody is signed in, so it is a failure.
  const register = useMutation({
    mutationFn: (body: Form) => ok(api.POST("/admin/createad", { body })),
    meta: { invalidates: CHANGES.admin },
    onSettled: () => setForm(EMPTY),
    onSuccess: () => {
      setDone(true);
      setMessage({ kind: "success", text: "User added successfully!" });
      later(() => {
        markAdminsExist();
        navigate(LOGIN);
      }, 3000);
    },
    onError: (e) => {
      if (e.status === 0) {
        setMessage({ kind: "danger", text: "Error occurred during user registration" });
        return;
      }
      setMessage({ kind: "danger", text: FAILED, detail: e.body.error.trim() || undefined });
      fe.take(e);
    },
  });
  const busy = register.isPending;

  const set = (k: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    fe.cleared(k);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || done) return;
    setMessage(null);
    fe.clear();
    register.mutate(form);
  };

  const err = fe.of;

  return (
    <div className="admin-registration">
      <ScreenHeading>{`${productName} Registration Page`}</ScreenHeading>
      <form method="post" action="/registration" className="admin-form admin-form-350" onSubmit={onSubmit} aria-labelledby="reg-title">
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
