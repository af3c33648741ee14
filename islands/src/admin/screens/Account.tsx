// /admin-login/account: the signed-in administrator's own account. Change
// the password (the current one is required; common and breached passwords
// are refused by the server; every other session ends), and see the live
// sessions (address, browser, signed in, last seen) with End for any other
// one and "End all other sessions".
import { useCallback, useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { DataTable } from "../components/DataTable";
import { TextField } from "../components/Fields";
import { ListState } from "../components/ListState";
import { ScreenHeading } from "../components/Screen";
import { useCall, useFieldError, useLoad } from "../hooks";
import { errorMessage, useApi } from "../useApi";
import type { Disabled, LoginSession, PasswordChanged, SessionsEnded, TwoFactorStatus } from "../../api/types";
import { TwoFactorEnrol } from "../components/TwoFactorEnrol";
import { formatIST } from "../../lib/time";

const FIELD_IDS = { currentPassword: "acct-current", newPassword: "acct-new", confirm: "acct-confirm" };

/** "Chrome on Android" from a User-Agent, or the raw text when unknown. */
export function describeBrowser(userAgent: string): string {
  if (!userAgent.trim()) return "Unknown browser";
  const browser =
    /Edg\//.test(userAgent) ? "Edge" :
    /OPR\/|Opera/.test(userAgent) ? "Opera" :
    /Firefox\//.test(userAgent) ? "Firefox" :
    /Chrome\/|Chromium\/|CriOS\//.test(userAgent) ? "Chrome" :
    /Safari\//.test(userAgent) ? "Safari" :
    /curl\//.test(userAgent) ? "curl" : null;
  const system =
    /Android/.test(userAgent) ? "Android" :
    /iPhone|iPad|iOS/.test(userAgent) ? "iOS" :
    /Windows/.test(userAgent) ? "Windows" :
    /Mac OS X|Macintosh/.test(userAgent) ? "macOS" :
    /Linux/.test(userAgent) ? "Linux" : null;
  if (!browser) return userAgent.slice(0, 60);
  return system ? `${browser} on ${system}` : browser;
}

export default function Account() {
  return (
    <div>
      <ScreenHeading>Your account</ScreenHeading>
      <ChangePassword />
      <TwoStep />
      <Sessions />
    </div>
  );
}

/** The failure or success message of the last action. */
function Outcome({ error, ok, clearOk }: { error: string | null; ok: string | null; clearOk: () => void }) {
  return (
    <>
      {error && <Alert kind="danger">{error}</Alert>}
      {ok && (
        <Alert kind="success" onDismiss={clearOk}>
          {ok}
        </Alert>
      )}
    </>
  );
}

function ChangePassword() {
  const api = useApi();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const { busy, error, setError, note: ok, setNote: setOk, run } = useCall();
  const fe = useFieldError(FIELD_IDS);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    setOk(null);
    fe.clear();
    if (next !== confirm) {
      fe.take({ ok: false, status: 422, error: { error: "The two new passwords do not match.", field: "confirm" } });
      return;
    }
    const res = await run(() => api<PasswordChanged>("POST", "/admin/account/password", { currentPassword: current, newPassword: next }));
    if (res.ok && res.data) {
      const ended = res.data.endedSessions;
      setOk(ended > 0 ? `Password changed. ${ended} other session${ended === 1 ? "" : "s"} ended.` : "Password changed.");
      setCurrent("");
      setNext("");
      setConfirm("");
    } else if (res.status !== 401) {
      fe.take(res);
      setError(errorMessage(res, "The password was not changed"));
    }
  };

  return (
    <form className="admin-form" onSubmit={(e) => void onSubmit(e)} aria-labelledby="acct-pw-title" noValidate>
      <h2 id="acct-pw-title" className="admin-h2">
        Change password
      </h2>
      <Outcome error={error} ok={ok} clearOk={() => setOk(null)} />
      <TextField label="Current password" type="password" autoComplete="current-password" required {...fe.bind("currentPassword", current, setCurrent)} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters. Common and breached passwords are refused. Your other sessions end when it changes."
        {...fe.bind("newPassword", next, setNext)}
      />
      <TextField label="Repeat the new password" type="password" autoComplete="new-password" required {...fe.bind("confirm", confirm, setConfirm)} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}

function TwoStep() {
  const api = useApi();
  const load = useCallback(() => api<TwoFactorStatus>("GET", "/admin/2fa"), [api]);
  const status = useLoad<TwoFactorStatus>(undefined, load, "two-step sign-in");
  const [password, setPassword] = useState("");
  const { busy, error, setError, note: ok, setNote: setOk, run } = useCall();
  const fe = useFieldError({ password: "tf-off-password" });

  const turnOff = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    fe.clear();
    const res = await run(() => api<Disabled>("POST", "/admin/2fa/disable", { password }));
    if (res.ok) {
      setPassword("");
      setOk("Two-step sign-in is off.");
      void status.reload();
    } else if (res.status !== 401) {
      fe.take(res);
      setError(errorMessage(res, "Two-step sign-in was not turned off"));
    }
  };

  const s = status.data;
  return (
    <section aria-labelledby="acct-2fa-title">
      <h2 id="acct-2fa-title" className="admin-h2">
        Two-step sign-in
      </h2>
      <Outcome error={error ?? status.error} ok={ok} clearOk={() => setOk(null)} />
      {s && !s.enabled && (
        <>
          <p>Sign in with your password and a code from an authenticator app on your phone.{s.required ? " This site requires it." : ""}</p>
          <TwoFactorEnrol onCodesKept={() => void status.reload()} />
        </>
      )}
      {s && s.enabled && (
        <>
          <p>
            Two-step sign-in is on. {s.recoveryCodesLeft} recovery code{s.recoveryCodesLeft === 1 ? "" : "s"} left.
          </p>
          {!s.required && (
            <form className="admin-form" onSubmit={(e) => void turnOff(e)} aria-label="Turn off two-step sign-in">
              <TextField label="Your password" type="password" autoComplete="current-password" {...fe.bind("password", password, setPassword)} />
              <button type="submit" className="btn btn-secondary" disabled={busy}>
                Turn off two-step sign-in
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}

function Sessions() {
  const api = useApi();
  const load = useCallback(() => api<LoginSession[]>("GET", "/admin/account/sessions"), [api]);
  const list = useLoad<LoginSession[]>(undefined, load, "your sessions");
  const { busy, error, setError, note: ok, setNote: setOk, run } = useCall();

  const end = async (s: LoginSession) => {
    const res = await run(() => api("DELETE", `/admin/account/sessions/${s.id}`));
    if (res.status === 204 || res.status === 404) {
      list.setData((old) => old?.filter((x) => x.id !== s.id));
      setOk("Session ended.");
    } else if (res.status !== 401) {
      setError(errorMessage(res, "The session was not ended"));
    }
  };

  const endOthers = async () => {
    const res = await run(() => api<SessionsEnded>("POST", "/admin/account/sessions/end-others"));
    if (res.ok && res.data) {
      const n = res.data.endedSessions;
      list.setData((old) => old?.filter((x) => x.current));
      setOk(n === 0 ? "There were no other sessions." : `${n} other session${n === 1 ? "" : "s"} ended.`);
    } else if (res.status !== 401) {
      setError(errorMessage(res, "The sessions were not ended"));
    }
  };

  const others = (list.data ?? []).filter((s) => !s.current).length;
  return (
    <section aria-labelledby="acct-sessions-title">
      <h2 id="acct-sessions-title" className="admin-h2">
        Active sessions
      </h2>
      <Outcome error={error} ok={ok} clearOk={() => setOk(null)} />
      <ListState
        list={list}
        loadingText="Loading sessions…"
        emptyText="No active sessions."
        controls={
          <button type="button" className="btn btn-secondary" onClick={() => void endOthers()} disabled={busy || others === 0}>
            End all other sessions
          </button>
        }
      >
        {(rows) => (
          <DataTable
            captionId="acct-sessions-caption"
            caption="Your active sessions, most recently active first"
            columns={["Browser", "Address", "Signed in", "Last seen", "End"]}
            rows={rows}
            rowKey={(s) => s.id}
          >
            {(s) => (
              <>
                <td title={s.userAgent}>{describeBrowser(s.userAgent)}</td>
                <td className="admin-nowrap">{s.ipAddress || "Unknown"}</td>
                <td className="admin-nowrap">
                  <time dateTime={s.signedInAt}>{formatIST(s.signedInAt)}</time>
                </td>
                <td className="admin-nowrap">
                  <time dateTime={s.lastSeenAt}>{formatIST(s.lastSeenAt)}</time>
                </td>
                <td>
                  {s.current ? (
                    <span className="admin-badge">This session</span>
                  ) : (
                    <button type="button" className="btn btn-danger admin-btn-sm" onClick={() => void end(s)} disabled={busy} aria-label={`End the session of ${describeBrowser(s.userAgent)} from ${s.ipAddress || "an unknown address"}`}>
                      End
                    </button>
                  )}
                </td>
              </>
            )}
          </DataTable>
        )}
      </ListState>
    </section>
  );
}
