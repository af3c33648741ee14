// /admin-login/business-details: the business's details (name, phone,
// e-mail, address, opening hours and holidays, registered name and GSTIN,
// social links), which every page, letter and quotation shows. They are a
// content item, edited like a page: saved as a draft, then published.
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../components/Alert";
import { Loading } from "../components/Screen";
import { queries } from "../queries";
import { titleOf } from "../routes";
import { loadFailure } from "../server";
import { Editor } from "./ContentEdit";

export default function BusinessDetails() {
  const item = useQuery(queries.businessDetails());
  const error = loadFailure(item.error, "the business details");
  if (error) return <Alert kind="danger">{error}</Alert>;
  if (!item.data) return <Loading>Loading the business details…</Loading>;
  return <Editor key={item.data.id} kind="business" detail={item.data} heading={titleOf("businessDetails")} />;
}
