// The backups' state on the administrator home: when the newest good backup
// was taken and how big it is, and a warning when the last backup failed or
// the newest good one is older than two intervals (GET /admin/backups/status).
import { useQuery } from "@tanstack/react-query";
import { formatIST } from "../../lib/time";
import { useCan } from "../auth";
import { queries } from "../queries";
import { Alert } from "./Alert";

/** "3.4 MB", "812 KB", "96 bytes". */
function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Shown to the accounts whose level opens the backups (the owners). */
export function BackupStatus() {
  const status = useQuery({ ...queries.backups(), enabled: useCan("backups") }).data;
  if (!status) return null;
  const last =
    status.lastSuccessAt != null
      ? `Last backup ${formatIST(status.lastSuccessAt)}${
          status.lastSuccessBytes != null ? `, ${size(status.lastSuccessBytes)}` : ""
        }.`
      : "No backup yet.";
  return (
    <section className="admin-backup-status" aria-labelledby="backup-status-title">
      {status.warning ? (
        <Alert kind="danger" detail={status.lastFailure && <code className="admin-mail-error">{status.lastFailure}</code>}>
          <h2 id="backup-status-title" className="admin-h3">
            Backups need attention
          </h2>
          {status.warning} {last}
        </Alert>
      ) : (
        <p id="backup-status-title" className="admin-backup-ok">
          {last}
          {status.scheduled ? ` Taken every ${status.everyHours} hours.` : ""}
        </p>
      )}
    </section>
  );
}
