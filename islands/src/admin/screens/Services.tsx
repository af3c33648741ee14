// /admin-login/all-services (SPEC §2.8, §5): the service list with a
// client-side search (case-insensitive substring of serviceName or
// subServiceName), an add form (POST /admin/createpost, 201, appended) and
// Delete after "Are you sure you want to delete the service?" (204, row removed;
// enquiries keep their snapshot of the name).
import { useCallback, useId, useMemo, useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { TextField } from "../components/Fields";
import { Empty, Loading, ScreenHeading, TableWrap } from "../components/Screen";
import type { ScreenProps } from "../context";
import { arrayOrUndefined, useFieldError, useLoad } from "../hooks";
import type { Service } from "../types";
import { errorMessage, useApi } from "../useApi";

export function matchesService(s: Service, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return s.serviceName.toLowerCase().includes(q) || s.subServiceName.toLowerCase().includes(q);
}

export default function Services({ initialData }: ScreenProps) {
  const api = useApi();
  const load = useCallback(() => api<Service[]>("GET", "/serviceent/list"), [api]);
  const list = useLoad(arrayOrUndefined<Service>(initialData), load, "the services");
  const [query, setQuery] = useState("");
  const [target, setTarget] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const countId = useId();

  const rows = list.data ?? [];
  const shown = useMemo(() => rows.filter((s) => matchesService(s, query)), [rows, query]);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    setActionError(null);
    const res = await api("DELETE", `/admin/delapost/${target.serId}`);
    if (res.status === 204) {
      const gone = target.serId;
      list.setData((old) => old?.filter((s) => s.serId !== gone));
    } else if (res.status !== 401) {
      setActionError(errorMessage(res, "Could not delete the service"));
      if (res.status === 404) await list.reload();
    }
    setDeleting(false);
    setTarget(null);
  };

  return (
    <div>
      <ScreenHeading>Services</ScreenHeading>
      <AddService onAdded={(s) => list.setData((old) => [...(old ?? []), s])} />
      <h2 id="services-title" className="admin-h2">
        All services
      </h2>
      {list.error && <Alert kind="danger">{list.error}</Alert>}
      {actionError && (
        <Alert kind="danger" onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <div className="admin-search">
        <TextField
          id="services-search"
          label="Search services"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-controls="services-table"
        />
        <p id={countId} className="admin-search-count" role="status">
          {list.data !== undefined && query.trim() ? `${shown.length} of ${rows.length} services match.` : ""}
        </p>
      </div>
      {list.data === undefined ? (
        list.loading ? <Loading>Loading services…</Loading> : null
      ) : rows.length === 0 ? (
        <Empty>No services yet.</Empty>
      ) : shown.length === 0 ? (
        <Empty>No services match “{query.trim()}”.</Empty>
      ) : (
        <TableWrap labelId="services-caption">
          <table className="admin-table" id="services-table">
            <caption id="services-caption" className="visually-hidden">
              Services
            </caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Service Name</th>
                <th scope="col">Sub Service Name</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((s) => (
                <tr key={s.serId}>
                  <td>{s.serId}</td>
                  <td>{s.serviceName}</td>
                  <td>{s.subServiceName}</td>
                  <td>
                    <button type="button" className="btn btn-danger admin-btn-sm" onClick={() => setTarget(s)}>
                      Delete
                      <span className="visually-hidden">
                        {" "}
                        service {s.serviceName} - {s.subServiceName}
                      </span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <ConfirmDialog
        open={target !== null}
        message="Are you sure you want to delete the service?"
        busy={deleting}
        onYes={() => void confirmDelete()}
        onNo={() => setTarget(null)}
      />
    </div>
  );
}

function AddService({ onAdded }: { onAdded: (s: Service) => void }) {
  const api = useApi();
  const [serviceName, setServiceName] = useState("");
  const [subServiceName, setSubServiceName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const fe = useFieldError({ serviceName: "svc-name", subServiceName: "svc-sub" });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setOk(null);
    fe.clear();
    const res = await api<Service>("POST", "/admin/createpost", { serviceName, subServiceName });
    setBusy(false);
    if (res.status === 201 && res.data) {
      onAdded(res.data);
      setOk(`Service ${res.data.serviceName} - ${res.data.subServiceName} added.`);
      setServiceName("");
      setSubServiceName("");
    } else if (res.status !== 401) {
      fe.take(res);
      setError(errorMessage(res, "The service was not added"));
    }
  };

  return (
    <form className="admin-form admin-inline-form" onSubmit={onSubmit} aria-labelledby="svc-add-title">
      <h2 id="svc-add-title" className="admin-h2">
        Add service
      </h2>
      {error && <Alert kind="danger">{error}</Alert>}
      {ok && (
        <Alert kind="success" onDismiss={() => setOk(null)}>
          {ok}
        </Alert>
      )}
      <div className="admin-inline-row">
        <TextField
          id="svc-name"
          label="Service Name"
          required
          maxLength={120}
          value={serviceName}
          onChange={(e) => {
            setServiceName(e.target.value);
            fe.clear();
          }}
          error={fe.of("serviceName")}
        />
        <TextField
          id="svc-sub"
          label="Sub Service Name"
          required
          maxLength={120}
          value={subServiceName}
          onChange={(e) => {
            setSubServiceName(e.target.value);
            fe.clear();
          }}
          error={fe.of("subServiceName")}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Adding…" : "Add service"}
        </button>
      </div>
    </form>
  );
}
