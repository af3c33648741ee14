// /admin-login/all-services: the service list with a
// client-side search (case-insensitive substring of serviceName or
// subServiceName), an add form (POST /admin/createpost, 201, the list is
// fetched again) and Delete after "Are you sure you want to delete the
// service?" (204, the list is fetched again; enquiries keep their snapshot
// of the name). Below, the rate card quotations are priced from.
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState, type FormEvent } from "react";
import { AddForm, useAddForm } from "../components/AddForm";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, DeleteButton } from "../components/DataTable";
import { TextField } from "../components/Fields";
import { ListState } from "../components/ListState";
import { ScreenHeading } from "../components/Screen";
import type { Service } from "../../api/types";
import { CHANGES, deletions, queries } from "../queries";
import { api, ok } from "../server";
import { useConfirmDelete } from "../useConfirmDelete";
import { RateCard } from "../quotes/RateCard";

export function matchesService(s: Service, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return s.serviceName.toLowerCase().includes(q) || s.subServiceName.toLowerCase().includes(q);
}

export default function Services() {
  const list = useQuery(queries.services());
  const del = useConfirmDelete({ ...deletions.service, failure: "Could not delete the service" });
  const [query, setQuery] = useState("");
  const countId = useId();

  const rows = list.data ?? [];
  const shown = useMemo(() => rows.filter((s) => matchesService(s, query)), [rows, query]);

  return (
    <div>
      <ScreenHeading>Services</ScreenHeading>
      <AddService />
      <h2 id="services-title" className="admin-h2">
        All services
      </h2>
      <ListState
        list={list}
        what="the services"
        deletion={del}
        loadingText="Loading services…"
        emptyText="No services yet."
        controls={
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
        }
      >
        {() => (
          <DataTable
            captionId="services-caption"
            caption="Services"
            id="services-table"
            columns={["ID", "Service Name", "Sub Service Name", "Delete"]}
            more={["ID"]}
            rows={shown}
            empty={`No services match “${query.trim()}”.`}
            rowKey={(s) => s.id}
          >
            {(s) => (
              <>
                <td>{s.id}</td>
                <td>{s.serviceName}</td>
                <td>{s.subServiceName}</td>
                <td>
                  <DeleteButton onClick={() => del.ask(s)} what={`service ${s.serviceName} - ${s.subServiceName}`} />
                </td>
              </>
            )}
          </DataTable>
        )}
      </ListState>
      <ConfirmDialog {...del.dialog} message="Are you sure you want to delete the service?" />
      <RateCard />
    </div>
  );
}

function AddService() {
  const [serviceName, setServiceName] = useState("");
  const [subServiceName, setSubServiceName] = useState("");
  const adding = useAddForm<Service>({ serviceName: "svc-name", subServiceName: "svc-sub" }, CHANGES.service);
  const { fe } = adding;

  const onSubmit = (e: FormEvent<HTMLFormElement>) =>
    adding.add(e, () => ok(api.POST("/admin/services", { body: { serviceName, subServiceName } })), "The service was not added", (s) => {
      adding.setOk(`Service ${s.serviceName} - ${s.subServiceName} added.`);
      setServiceName("");
      setSubServiceName("");
    });

  return (
    <AddForm onSubmit={onSubmit} title={{ id: "svc-add-title", text: "Add service" }} state={adding}>
      <TextField label="Service Name" required maxLength={120} {...fe.bind("serviceName", serviceName, setServiceName)} />
      <TextField label="Sub Service Name" required maxLength={120} {...fe.bind("subServiceName", subServiceName, setSubServiceName)} />
    </AddForm>
  );
}
