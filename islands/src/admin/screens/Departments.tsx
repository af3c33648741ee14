// /admin-login/admin-dept: departments with their positions.
// Add a department (POST /admin/departments/adddep, 201); delete one after
// confirmation (DELETE .../deletedept/{dId}, 204; its positions go too,
// applications stay); per department add a position (POST
// /admin/{dId}/addpost, 201) and delete one (DELETE .../deletepos/{posId},
// 204). After each the list is fetched again.
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { AddForm, useAddForm } from "../components/AddForm";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, DeleteButton } from "../components/DataTable";
import { TextField } from "../components/Fields";
import { ListState } from "../components/ListState";
import { Empty, ScreenHeading } from "../components/Screen";
import type { Department, Position } from "../../api/types";
import { CHANGES, queries } from "../queries";
import { api, ok } from "../server";
import { useConfirmDelete } from "../useConfirmDelete";

type Target = { kind: "dept"; id: number; name: string } | { kind: "pos"; id: number; name: string };

export default function Departments() {
  const list = useQuery(queries.departments());
  const del = useConfirmDelete<Target>({
    remove: (t) =>
      t.kind === "dept"
        ? ok(api.DELETE("/admin/departments/deletedept/{d_id}", { params: { path: { d_id: t.id } } }))
        : ok(api.DELETE("/admin/departments/deletepos/{pos_id}", { params: { path: { pos_id: t.id } } })),
    failure: (t) => (t.kind === "dept" ? "Could not delete the department" : "Could not delete the position"),
    changes: CHANGES.department,
  });
  const target = del.target;

  return (
    <div>
      <ScreenHeading>Departments</ScreenHeading>
      <AddDepartment />
      <ListState list={list} what="the departments" deletion={del} loadingText="Loading departments…" emptyText="No departments yet.">
        {(rows) => (
          <div className="admin-depts">
            {rows.map((d) => (
              <DepartmentCard
                key={d.dId}
                dept={d}
                onDelete={() => del.ask({ kind: "dept", id: d.dId, name: d.dName })}
                onDeletePosition={(p) => del.ask({ kind: "pos", id: p.posId, name: p.posName })}
              />
            ))}
          </div>
        )}
      </ListState>
      <ConfirmDialog
        {...del.dialog}
        message={
          target?.kind === "dept"
            ? `Are you sure you want to delete the department ${target.name}? Its positions are deleted too; applications are kept.`
            : `Are you sure you want to delete the position ${target?.name ?? ""}? Applications for it are kept.`
        }
      />
    </div>
  );
}

function AddDepartment() {
  const [dName, setDName] = useState("");
  const adding = useAddForm<Department>({ dName: "dept-name" }, CHANGES.department);
  const { fe } = adding;

  const onSubmit = (e: FormEvent<HTMLFormElement>) =>
    adding.add(e, () => ok(api.POST("/admin/departments/adddep", { body: { dName } })), "The department was not added", (d) => {
      adding.setOk(`Department ${d.dName} added.`);
      setDName("");
    });

  return (
    <AddForm onSubmit={onSubmit} title={{ id: "dept-add-title", text: "Add department" }} state={adding}>
      <TextField label="Department Name" required maxLength={120} {...fe.bind("dName", dName, setDName)} />
    </AddForm>
  );
}

function DepartmentCard(props: { dept: Department; onDelete: () => void; onDeletePosition: (p: Position) => void }) {
  const { dept, onDelete, onDeletePosition } = props;
  const titleId = `dept-${dept.dId}-title`;
  const nameId = `dept-${dept.dId}-pos-name`;
  const postsId = `dept-${dept.dId}-pos-posts`;
  const [posName, setPosName] = useState("");
  const [posts, setPosts] = useState("");
  const adding = useAddForm<Position>({ posName: nameId, numberOfPosts: postsId }, CHANGES.department);
  const { fe } = adding;

  const send = () =>
    ok(
      api.POST("/admin/{d_id}/addpost", {
        params: { path: { d_id: dept.dId } },
        body: { posName, numberOfPosts: posts.trim() === "" ? 0 : Number(posts) },
      }),
    );
  const onSubmit = (e: FormEvent<HTMLFormElement>) =>
    adding.add(e, send, "The position was not added", () => {
      setPosName("");
      setPosts("");
    });

  return (
    <section className="admin-dept" aria-labelledby={titleId}>
      <div className="admin-dept-head">
        <h2 id={titleId} className="admin-h2">
          {dept.dName}
        </h2>
        <DeleteButton onClick={onDelete} what={dept.dName}>
          Delete department
        </DeleteButton>
      </div>
      {dept.positions.length === 0 ? (
        <Empty>No positions in this department yet.</Empty>
      ) : (
        <DataTable
          captionId={`${titleId}-caption`}
          caption={`Positions in ${dept.dName}`}
          columns={["ID", "Position Name", "Number of Posts", "Delete"]}
          rows={dept.positions}
          rowKey={(p) => p.posId}
        >
          {(p) => (
            <>
              <td>{p.posId}</td>
              <td>{p.posName}</td>
              <td>{p.numberOfPosts}</td>
              <td>
                <DeleteButton onClick={() => onDeletePosition(p)} what={`position ${p.posName}`} />
              </td>
            </>
          )}
        </DataTable>
      )}
      <AddForm onSubmit={onSubmit} label={`Add a position to ${dept.dName}`} state={adding} submitLabel="Add position">
        <TextField label="Position Name" required maxLength={120} {...fe.bind("posName", posName, setPosName)} />
        <TextField
          label="Number of Posts"
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          step={1}
          required
          className="admin-field-narrow"
          {...fe.bind("numberOfPosts", posts, setPosts)}
        />
      </AddForm>
    </section>
  );
}
