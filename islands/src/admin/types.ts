// The props the server writes into the admin island's mount point. The
// shapes of the API's JSON are in ../api/types.ts.
import type { SessionUser } from "../api/types";

export interface AdminProps {
  path: string;
  productName: string;
  authenticated: boolean;
  user: SessionUser | null;
  hasAdmins: boolean;
  /** The first screen's data (see routes.ts), or null. */
  data: unknown;
}
