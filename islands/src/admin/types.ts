// Shapes of the JSON the administrator area reads and writes (notes/API.md),
// and of the props the server writes into the admin island's mount point.

export interface Service {
  serId: number;
  serviceName: string;
  subServiceName: string;
}

export interface Enquiry {
  bId: number;
  fName: string;
  lName: string;
  bEmail: string;
  contactNumber: string;
  address: string;
  message: string;
  submittedAt: string;
  /** A snapshot of the chosen service; serId is null once the service was deleted. */
  selectedService: { serId: number | null; serviceName: string; subServiceName: string };
}

export interface Application {
  cId: number;
  fullName: string;
  email: string;
  mobileNumber: string;
  submittedAt: string;
  /** posId is null once the position was deleted; posName is a snapshot. */
  positionApplied: { posId: number | null; posName: string };
}

export interface Position {
  posId: number;
  posName: string;
  numberOfPosts: number;
}

export interface Department {
  dId: number;
  dName: string;
  positions: Position[];
}

export interface Admin {
  user_id: number;
  username: string;
  email: string;
  mobile: string;
  role: string;
}

export interface Product {
  id: number;
  title: string;
  description: string;
  imageUrls: string[];
  affiliateLink: string;
  brand: string;
  category: string;
  platform: string;
  price: number;
  originalPrice: number | null;
  active: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface SessionUser {
  user_id: number;
  username: string;
  email: string;
}

export interface AdminProps {
  path: string;
  productName: string;
  authenticated: boolean;
  user: SessionUser | null;
  hasAdmins: boolean;
  /** The first screen's data (see routes.ts), or null. */
  data: unknown;
}
