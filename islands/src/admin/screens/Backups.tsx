// /admin-login/backups: how the backups stand (the newest good one's time
// and size, how often they are taken, and a warning when the last one
// failed or the newest good one is too old), and how a backup is taken by
// hand or restored, which is done on the server, not from the browser.
import { BackupStatus } from "../components/BackupStatus";
import { ScreenHeading } from "../components/Screen";
import { titleOf } from "../routes";

export default function Backups() {
  return (
    <div className="admin-backups">
      <ScreenHeading>{titleOf("backups")}</ScreenHeading>
      <BackupStatus />
      <section className="admin-panel" aria-labelledby="backups-how">
        <h2 id="backups-how" className="admin-h2">
          Taking and restoring a backup
        </h2>
        <p>
          Backups are taken on the server, every few hours when <code>BACKUP_EVERY_HOURS</code> is set, into <code>BACKUP_DIR</code>. Each holds every enquiry,
          application, quotation, page and image. Copy them off the server as well: a backup on the same disk does not survive the disk.
        </p>
        <ul className="admin-list">
          <li>
            Take one now: <code>vanijya backup</code> (or <code>vanijya backup --to /path/to/folder</code>).
          </li>
          <li>
            Restore one: stop the site, then <code>vanijya restore FILE</code>. It refuses a database that already holds data unless given <code>--force</code>, and
            brings the restored data up to this version of the site.
          </li>
        </ul>
      </section>
    </div>
  );
}
