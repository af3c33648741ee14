// Creates the seed administrator on the main test server (first-run
// registration is open while none exists). The fresh server stays empty.
import { request } from "@playwright/test";
import { baseURL, countingURL } from "./playwright.config";
import { SEED_ADMIN } from "./fixtures";

export default async function globalSetup(): Promise<void> {
  for (const url of [baseURL, countingURL]) await seedAdmin(url);
}

async function seedAdmin(baseURL: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  const res = await api.post("/admin/createad", {
    data: {
      username: SEED_ADMIN.name,
      email: SEED_ADMIN.email,
      mobile: "9876543210",
      password: SEED_ADMIN.password,
      role: "owner",
    },
  });
  if (res.status() !== 201) {
    throw new Error(`seed admin: ${res.status()} ${await res.text()}`);
  }
  await api.dispose();
}
