// The props the server writes into the admin island's mount point, and the
// first screen's data in them, by screen. The shapes of the API's JSON are
// in ../api/types.ts.
import type { Access, Admin, AdminTwoFactor, Application, ApplicationPage, Department, Enquiry, EnquiryPage, JobPageView, Product, Receivables, SecondStep, Service, SessionUser, TodayView } from "../api/types";

/**
 * The data the server writes for the screen it renders (null for the
 * others), keyed by the screen's route key: the same records the screen's
 * API calls answer. An edit screen's record is null when it does not exist.
 */
export interface FirstScreen {
  receivables: Receivables;
  /** Today, and the enquiry table's first page below it (null for a level that does not open leads). */
  home: { today: TodayView; enquiries: EnquiryPage | null };
  enquiryUpdate: { enquiry: Enquiry | null; services: Service[] };
  careerUpdate: { application: Application | null; departments: Department[] };
  careers: ApplicationPage;
  departments: { departments: Department[]; jobPages: JobPageView[] };
  admins: { admins: Admin[]; twoFactor: AdminTwoFactor[] };
  services: Service[];
  affiliateUpdate: Product | null;
}

export interface AdminProps {
  path: string;
  productName: string;
  authenticated: boolean;
  user: SessionUser | null;
  /** The signed-in account's level, and the screens it may open. */
  access?: Access | null;
  can?: string[];
  hasAdmins: boolean;
  /** The first screen's data, or null. */
  data: FirstScreen[keyof FirstScreen] | null;
  /** On the sign-in page: its form as the server wrote it. */
  signIn?: SignInForm | null;
  /** On /registration before the first administrator: its form as the server wrote it. */
  registration?: RegistrationForm | null;
}

/** The sign-in form the server writes into /admin-login (see src/routes/admin.rs). */
export interface SignInForm {
  /** What was typed into the e-mail field (never the password). */
  email: string;
  /** Refused field → its message. */
  errors: Record<string, string>;
  /** The second step the sign-in waits for. */
  step: SecondStep | null;
  /** The session ran out (?expired=1). */
  expired: boolean;
}

/** The registration form the server writes into /registration while no administrator exists. */
export interface RegistrationForm {
  /** What was typed (never the password). */
  username: string;
  email: string;
  mobile: string;
  role: string;
  /** Refused field → its message. */
  errors: Record<string, string>;
  /** After a refused post: the server's reason, shown under "User registration failed". */
  failure: string | null;
}
