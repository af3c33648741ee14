// On the administrator home: scheduled content still waiting more than a
// minute after its time (GET /admin/content/overdue), each linked to its
// editor. The site publishes on schedule by itself, so this is normally
// empty; when it is not, nobody should learn of it from a client.
import { useQuery } from "@tanstack/react-query";
import { useCan } from "../auth";
import { queries } from "../queries";
import { Alert } from "./Alert";
import { IndiaTime } from "./Screen";

export function ScheduleWarning() {
  const late = useQuery({ ...queries.overdue(), enabled: useCan("content") }).data ?? [];
  if (late.length === 0) return null;
  return (
    <section aria-labelledby="overdue-title">
      <Alert kind="danger">
        <h2 id="overdue-title" className="admin-h3">
          Scheduled content has not gone live
        </h2>
        <ul>
          {late.map((i) => (
            <li key={i.id}>
              <a href={`/admin-login/content/${i.id}`}>{i.title || i.path}</a>, due {i.scheduledAt ? <IndiaTime at={i.scheduledAt} /> : "earlier"}. Open it and publish it now, or schedule it again.
            </li>
          ))}
        </ul>
      </Alert>
    </section>
  );
}
