// /admin-login/admin-dept (SPEC §2.8, §7): departments with their positions.
// Add a department (POST /admin/departments/adddep, 201, reload); delete one
// after confirmation (DELETE .../deletedept/{dId}, 204, reload; its positions
// go too, applications stay); per department add a position (POST
// /admin/{dId}/addpost, 201, the returned position is appended) and delete
// one (DELETE .../deletepos/{posId}, 204, reload).
import { useCallback, useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { TextField } from "../components/Fields";
import { Empty, Loading, ScreenHeading, TableWrap } from "../components/Screen";
import type { ScreenProps } from "../context";
import { arrayOrUndefined, useFieldError, useLoad } from "../hooks";
import type { Department, Position } from "../types";
import { errorMessage, useApi } from "../useApi";

type Target = { kind: "dept"; id: number; name: string } | { kind: "pos"; id: number; name: string };

export default function Departments({ initialData }: ScreenProps) {
  const api = useApi();
  const load = useCallback(() => api<Department[]>("GET", "/admin/alldepts"), [api]);
  const list = useLoad(arrayOrUndefined<Department>(initialData), load, "the departments");
  const [target, setTarget] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    setActionError(null);
    const path =
      target.kind === "dept" ? `/admin/departments/deletedept/${target.id}` : `/admin/departments/deletepos/${target.id}`;
    const res = await api("DELETE", path);
    if (res.status === 204) await list.reload();
    else if (res.status !== 401) {
      setActionError(errorMessage(res, target.kind === "dept" ? "Could not delete the department" : "Could not delete the position"));
      if (res.status === 404) await list.reload();
    }
    setDeleting(false);
    setTarget(null);
  };

  const appendPosition = (dId: number, p: Position) =>
    list.setData((old) => old?.map((d) => (d.dId === dId ? { ...d, positions: [...d.positions, p] } : d)));

  const rows = list.data ?? [];
  return (
    <div>
      <ScreenHeading>Departments</ScreenHeading>
      <AddDepartment onAdded={() => void list.reload()} />
      {list.error && <Alert kind="danger">{list.error}</Alert>}
      {actionError && (
        <Alert kind="danger" onDismiss={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {list.data === undefined ? (
        list.loading ? <Loading>Loading departments…</Loading> : null
      ) : rows.length === 0 ? (
        <Empty>No departments yet.</Empty>
      ) : (
        <div className="admin-depts">
          {rows.map((d) => (
            <DepartmentCard
              key={d.dId}
              dept={d}
              onDelete={() => setTarget({ kind: "dept", id: d.dId, name: d.dName })}
              onDeletePosition={(p) => setTarget({ kind: "pos", id: p.posId, name: p.posName })}
              onPositionAdded={(p) => appendPosition(d.dId, p)}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={target !== null}
        message={
          target?.kind === "dept"
            ? `Are you sure you want to delete the department ${target.name}? Its positions are deleted too; applications are kept.`
            : `Are you sure you want to delete the position ${target?.name ?? ""}? Applications for it are kept.`
        }
        busy={deleting}
        onYes={() => void confirmDelete()}
        onNo={() => setTarget(null)}
      />
    </div>
  );
}

function AddDepartment({ onAdded }: { onAdded: () => void }) {
  const api = useApi();
  const [dName, setDName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const fe = useFieldError({ dName: "dept-name" });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setOk(null);
    fe.clear();
    const res = await api<Department>("POST", "/admin/departments/adddep", { dName });
    setBusy(false);
    if (res.status === 201) {
      setOk(`Department ${res.data?.dName ?? dName} added.`);
      setDName("");
      onAdded();
    } else if (res.status !== 401) {
      fe.take(res);
      setError(errorMessage(res, "The department was not added"));
    }
  };

  return (
    <form className="admin-form admin-inline-form" onSubmit={onSubmit} aria-labelledby="dept-add-title">
      <h2 id="dept-add-title" className="admin-h2">
        Add department
      </h2>
      {error && <Alert kind="danger">{error}</Alert>}
      {ok && (
        <Alert kind="success" onDismiss={() => setOk(null)}>
          {ok}
        </Alert>
      )}
      <div className="admin-inline-row">
        <TextField
          id="dept-name"
          label="Department Name"
          required
          maxLength={120}
          value={dName}
          onChange={(e) => {
            setDName(e.target.value);
            fe.clear();
          }}
          error={fe.of("dName")}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Adding…" : "Add department"}
        </button>
      </div>
    </form>
  );
}

function DepartmentCard(props: {
  dept: Department;
  onDelete: () => void;
  onDeletePosition: (p: Position) => void;
  onPositionAdded: (p: Position) => void;
}) {
  const { dept, onDelete, onDeletePosition, onPositionAdded } = props;
  const api = useApi();
  const titleId = `dept-${dept.dId}-title`;
  const nameId = `dept-${dept.dId}-pos-name`;
  const postsId = `dept-${dept.dId}-pos-posts`;
  const [posName, setPosName] = useState("");
  const [posts, setPosts] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fe = useFieldError({ posName: nameId, numberOfPosts: postsId });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    fe.clear();
    const res = await api<Position>("POST", `/admin/${dept.dId}/addpost`, {
      posName,
      numberOfPosts: posts.trim() === "" ? 0 : Number(posts),
    });
    setBusy(false);
    if (res.status === 201 && res.data) {
      onPositionAdded(res.data);
      setPosName("");
      setPosts("");
    } else if (res.status !== 401) {
      fe.take(res);
      setError(errorMessage(res, "The position was not added"));
    }
  };

  return (
    <section className="admin-dept" aria-labelledby={titleId}>
      <div className="admin-dept-head">
        <h2 id={titleId} className="admin-h2">
          {dept.dName}
        </h2>
        <button type="button" className="btn btn-danger admin-btn-sm" onClick={onDelete}>
          Delete department<span className="visually-hidden"> {dept.dName}</span>
        </button>
      </div>
      {dept.positions.length === 0 ? (
        <Empty>No positions in this department yet.</Empty>
      ) : (
        <TableWrap labelId={`${titleId}-caption`}>
          <table className="admin-table">
            <caption id={`${titleId}-caption`} className="visually-hidden">
              Positions in {dept.dName}
            </caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Position Name</th>
                <th scope="col">Number of Posts</th>
                <th scope="col">Delete</th>
              </tr>
            </thead>
            <tbody>
              {dept.positions.map((p) => (
                <tr key={p.posId}>
                  <td>{p.posId}</td>
                  <td>{p.posName}</td>
                  <td>{p.numberOfPosts}</td>
                  <td>
                    <button type="button" className="btn btn-danger admin-btn-sm" onClick={() => onDeletePosition(p)}>
                      Delete<span className="visually-hidden"> position {p.posName}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <form className="admin-inline-form" onSubmit={onSubmit} aria-label={`Add a position to ${dept.dName}`}>
        {error && <Alert kind="danger">{error}</Alert>}
        <div className="admin-inline-row">
          <TextField
            id={nameId}
            label="Position Name"
            required
            maxLength={120}
            value={posName}
            onChange={(e) => {
              setPosName(e.target.value);
              fe.clear();
            }}
            error={fe.of("posName")}
          />
          <TextField
            id={postsId}
            label="Number of Posts"
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            step={1}
            required
            className="admin-field-narrow"
            value={posts}
            onChange={(e) => {
              setPosts(e.target.value);
              fe.clear();
            }}
            error={fe.of("numberOfPosts")}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Adding…" : "Add position"}
          </button>
        </div>
      </form>
    </section>
  );
}
