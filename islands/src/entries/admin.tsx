// Entry of the administrator island: every /admin-login/* screen and
// /registration. The screens themselves load on demand.
import AdminApp from "../admin/App";
import { mountIslands } from "../lib/mount";

mountIslands("admin", AdminApp, "now");
