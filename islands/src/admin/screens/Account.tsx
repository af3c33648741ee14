// /admin-login/account: the signed-in administrator's own account. Change
// the password (the current one is required; common and breached passwords
// are refused by the server; every other session ends), and see the live
// sessions (address, browser, signed in, last seen) with End for any other
// one and "End all other sessions".
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { DataTable, TimeCell } from "../components/DataTable";
import { TextField } from "../components/Fields";
import { ListState } from "../components/ListState";
import { ScreenHeading, Section } from "../components/Screen";
import { useFormWrite } from "../hooks";
import { CHANGES, queries } from "../queries";
import { api, ApiFailure, failureText, loadFailure, ok } from "../server";
import type { LoginSession, PasswordChanged } from "../../api/types";
import { TwoFactorEnrol } from "../components/TwoFactorEnrol";

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
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [changed, setChanged] = useState<string | null>(null);
  const write = useFormWrite<PasswordChanged>(FIELD_IDS, CHANGES.sessions);
  const { busy, fe } = write;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    write.reset();
    setChanged(null);
    fe.clear();
    if (next !== confirm) {
      fe.reject("The two new passwords do not match.", "confirm");
      return;
    }
    const body = { currentPassword: current, newPassword: next };
    write.run(() => ok(api.POST("/admin/account/password", { body })), "The password was not changed", ({ endedSessions: ended }) => {
      setChanged(ended > 0 ? `Password changed. ${ended} other session${ended === 1 ? "" : "s"} ended.` : "Password changed.");
      setCurrent("");
      setNext("");
      setConfirm("");
    });
  };

  return (
    <form className="admin-form" onSubmit={onSubmit} aria-labelledby="acct-pw-title" noValidate>
      <h2 id="acct-pw-title" className="admin-h2">
        Change password
      </h2>
      <Outcome error={write.error} ok={changed} clearOk={() => setChanged(null)} />
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
  const client = useQueryClient();
  const status = useQuery(queries.twoFactor());
  const [password, setPassword] = useState("");
  const [off, setOff] = useState<string | null>(null);
  const write = useFormWrite<unknown>({ password: "tf-off-password" }, CHANGES.twoFactor);
  const { busy, fe } = write;

  const turnOff = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setOff(null);
    write.run(() => ok(api.POST("/admin/2fa/disable", { body: { password } })), "Two-step sign-in was not turned off", () => {
      setPassword("");
      setOff("Two-step sign-in is off.");
    });
  };

  const s = status.data;
  return (
    <Section id="acct-2fa-title" title="Two-step sign-in">
      <Outcome error={write.error ?? loadFailure(status.error, "two-step sign-in")} ok={off} clearOk={() => setOff(null)} />
      {s && !s.enabled && (
        <>
          <p>Sign in with your password and a code from an authenticator app on your phone.{s.required ? " This site requires it." : ""}</p>
          <TwoFactorEnrol askPassword onCodesKept={() => void client.invalidateQueries({ queryKey: queries.twoFactor().queryKey })} />
        </>
      )}
      {s && s.enabled && (
        <>
          <p>
            Two-step sign-in is on. {s.recoveryCodesLeft} recovery code{s.recoveryCodesLeft === 1 ? "" : "s"} left.
          </p>
          {!s.required && (
            <form className="admin-form" onSubmit={turnOff} aria-label="Turn off two-step sign-in">
              <TextField label="Your password" type="password" autoComplete="current-password" {...fe.bind("password", password, setPassword)} />
              <button type="submit" className="btn btn-secondary" disabled={busy}>
                Turn off two-step sign-in
              </button>
            </form>
          )}
        </>
      )}
    </Section>
  );
}

function Sessions() {
  const list = useQuery(queries.sessions());
  const meta = { invalidates: CHANGES.sessions };
  // A session already gone (404) is as good as ended.
  const end = useMutation({
    mutationFn: (s: LoginSession) =>
      ok(api.DELETE("/admin/account/sessions/{id}", { params: { path: { id: s.id } } })).catch((e: unknown) => {
        if (!(e instanceof ApiFailure && e.status === 404)) throw e;
      }),
    meta,
  });
  const endOthers = useMutation({ mutationFn: () => ok(api.POST("/admin/account/sessions/end-others")), meta });
  const [note, setNote] = useState<string | null>(null);
  const busy = end.isPending || endOthers.isPending;
  const error = failureText(end.error, "The session was not ended") ?? failureText(endOthers.error, "The sessions were not ended");

  const endOne = (s: LoginSession) => {
    setNote(null);
    endOthers.reset();
    end.mutate(s, { onSuccess: () => setNote("Session ended.") });
  };
  const endAllOthers = () => {
    setNote(null);
    end.reset();
    endOthers.mutate(undefined, {
      onSuccess: ({ endedSessions: n }) => setNote(n === 0 ? "There were no other sessions." : `${n} other session${n === 1 ? "" : "s"} ended.`),
    });
  };

  const others = (list.data ?? []).filter((s) => !s.current).length;
  return (
    <Section id="acct-sessions-title" title="Active sessions">
      <Outcome error={error} ok={note} clearOk={() => setNote(null)} />
      <ListState
        list={list}
        what="your sessions"
        loadingText="Loading sessions…"
        emptyText="No active sessions."
        controls={
          <button type="button" className="btn btn-secondary" onClick={endAllOthers} disabled={busy || others === 0}>
            End all other sessions
          </button>
        }
      >
        {(rows) => (
          <DataTable
            captionId="acct-sessions-caption"
            caption="Your active sessions, most recently active first"
            columns={["Browser", "Address", "Signed in", "Last seen", "End"]}
            more={["Address", "Signed in"]}
            rows={rows}
            rowKey={(s) => s.id}
          >
            {(s) => (
              <>
                <td title={s.userAgent}>{describeBrowser(s.userAgent)}</td>
                <td className="admin-nowrap">{s.ipAddress || "Unknown"}</td>
                <TimeCell at={s.signedInAt} />
                <TimeCell at={s.lastSeenAt} />
                <td>
                  {s.current ? (
                    <span className="admin-badge">This session</span>
                  ) : (
                    <button type="button" className="btn btn-danger admin-btn-sm" onClick={() => endOne(s)} disabled={busy} aria-label={`End the session of ${describeBrowser(s.userAgent)} from ${s.ipAddress || "an unknown address"}`}>
                      End
                    </button>
                  )}
                </td>
              </>
            )}
          </DataTable>
        )}
      </ListState>
    </Section>
  );
}
