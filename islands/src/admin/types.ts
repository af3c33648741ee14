// The props the server writes into the admin island's mount point, and the
// first screen's data in them, by screen. The shapes of the API's JSON are
// in ../api/types.ts.
import type { Admin, Application, Department, Enquiry, Product, Service, SessionUser } from "../api/types";

/**
 * The data the server writes for the screen it renders (null for the
 * others), keyed by the screen's route key: the same records the screen's
 * API calls answer. An edit screen's record is null when it does not exist.
 */
export interface FirstScreen {
  home: Enquiry[];
  enquiryUpdate: { enquiry: Enquiry | null; services: Service[] };
  careerUpdate: { application: Application | null; departments: Department[] };
  careers: Application[];
  departments: Department[];
  admins: Admin[];
  services: Service[];
  affiliates: Product[];
  affiliateUpdate: Product | null;
}

export interface AdminProps {
  path: string;
  productName: string;
  authenticated: boolean;
  user: SessionUser | null;
  hasAdmins: boolean;
  /** The first screen's data, or null. */
  data: FirstScreen[keyof FirstScreen] | null;
}
