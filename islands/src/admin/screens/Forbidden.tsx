// A screen outside the signed-in account's access level: say so and offer
// the way back (the server answers such an address with 403).
import { ScreenHeading } from "../components/Screen";
import { HOME } from "../routes";

export default function Forbidden() {
  return (
    <div>
      <ScreenHeading>Not open to your access level</ScreenHeading>
      <p>This screen is not part of your work here. An owner can change your access level on the Administrators screen.</p>
      <p>
        <a href={HOME}>Go to Today</a>
      </p>
    </div>
  );
}
