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
          The site backs itself up every few hours, once whoever runs the server has turned backups on (the site&apos;s manual says how). Each backup holds
          every enquiry, application, quotation, invoice, page and image. Copy them off the server as well: a backup on the same disk does not survive the
          disk.
        </p>
        <ul className="admin-list">
          <li>
            Take one now: on the server, run <code>vanijya backup</code>.
          </li>
          <li>
            Restore one: stop the site, then run <code>vanijya restore</code> with the backup&apos;s file. It refuses a database that already holds data unless
            told to replace it, and brings the restored data up to this version of the site.
          </li>
        </ul>
      </section>
    </div>
  );
}
