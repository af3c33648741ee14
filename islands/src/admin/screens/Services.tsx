// /admin-login/all-services: the service list with a
// client-side search (case-insensitive substring of serviceName or
// subServiceName), an add form (POST /admin/createpost, 201, appended) and
// Delete after "Are you sure you want to delete the service?" (204, row removed;
// enquiries keep their snapshot of the name).
import { useId, useMemo, useState, type FormEvent } from "react";
import { AddForm, useAddForm } from "../components/AddForm";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DataTable, DeleteButton } from "../components/DataTable";
import { TextField } from "../components/Fields";
import { ListState } from "../components/ListState";
import { Empty, ScreenHeading } from "../components/Screen";
import type { ScreenProps } from "../context";
import type { Service } from "../../api/types";
import { useDeletableList } from "../useConfirmDelete";

export function matchesService(s: Service, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return s.serviceName.toLowerCase().includes(q) || s.subServiceName.toLowerCase().includes(q);
}

export default function Services({ initialData }: ScreenProps) {
  const { list, del } = useDeletableList<Service>(initialData, "/serviceent/list", "the services", {
    path: (s) => `/admin/delapost/${s.serId}`,
    failure: "Could not delete the service",
    key: (s) => s.serId,
  });
  const [query, setQuery] = useState("");
  const countId = useId();

  const rows = list.data ?? [];
  const shown = useMemo(() => rows.filter((s) => matchesService(s, query)), [rows, query]);

  return (
    <div>
      <ScreenHeading>Services</ScreenHeading>
      <AddService onAdded={(s) => list.setData((old) => [...(old ?? []), s])} />
      <h2 id="services-title" className="admin-h2">
        All services
      </h2>
      <ListState
        list={list}
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
        {() =>
          shown.length === 0 ? (
            <Empty>No services match “{query.trim()}”.</Empty>
          ) : (
            <DataTable
              captionId="services-caption"
              caption="Services"
              id="services-table"
              columns={["ID", "Service Name", "Sub Service Name", "Delete"]}
              rows={shown}
              rowKey={(s) => s.serId}
            >
              {(s) => (
                <>
                  <td>{s.serId}</td>
                  <td>{s.serviceName}</td>
                  <td>{s.subServiceName}</td>
                  <td>
                    <DeleteButton onClick={() => del.ask(s)} what={`service ${s.serviceName} - ${s.subServiceName}`} />
                  </td>
                </>
              )}
            </DataTable>
          )
        }
      </ListState>
      <ConfirmDialog {...del.dialog} message="Are you sure you want to delete the service?" />
    </div>
  );
}

function AddService({ onAdded }: { onAdded: (s: Service) => void }) {
  const [serviceName, setServiceName] = useState("");
  const [subServiceName, setSubServiceName] = useState("");
  const adding = useAddForm({ serviceName: "svc-name", subServiceName: "svc-sub" });
  const { fe } = adding;

  const onSubmit = (e: FormEvent<HTMLFormElement>) =>
    void adding.add<Service>(e, {
      path: "/admin/createpost",
      body: { serviceName, subServiceName },
      failure: "The service was not added",
      onCreated: (s) => {
        if (!s) return;
        onAdded(s);
        adding.setOk(`Service ${s.serviceName} - ${s.subServiceName} added.`);
        setServiceName("");
        setSubServiceName("");
      },
    });

  return (
    <AddForm onSubmit={onSubmit} title={{ id: "svc-add-title", text: "Add service" }} state={adding}>
      <TextField label="Service Name" required maxLength={120} {...fe.bind("serviceName", serviceName, setServiceName)} />
      <TextField label="Sub Service Name" required maxLength={120} {...fe.bind("subServiceName", subServiceName, setSubServiceName)} />
    </AddForm>
  );
}
