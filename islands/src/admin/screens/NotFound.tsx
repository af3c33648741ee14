// Any other path under /admin-login: say so and offer the way back.
import { ScreenHeading } from "../components/Screen";
import { HOME } from "../routes";

export default function NotFound() {
  return (
    <div>
      <ScreenHeading>Page not found</ScreenHeading>
      <p>There is no administration screen at this address.</p>
      <p>
        <a href={HOME}>Go to the dashboard</a>
      </p>
    </div>
  );
}
