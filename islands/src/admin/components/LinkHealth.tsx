// A product link's health as the administrator screens show it: a badge
// (words, never colour alone), and the "Check now" and "Acknowledge"
// buttons, which POST /admin/products/{id}/check and /acknowledge and refetch
// every product query.
import { useMutation } from "@tanstack/react-query";
import type { LinkHealth, Product } from "../../api/types";
import { CHANGES } from "../queries";
import { api, failureText, ok } from "../server";
import { Alert } from "./Alert";
import { IndiaTime } from "./Screen";

const LABEL: Record<string, string> = {
  ok: "Working",
  broken: "Broken",
  "gone-home": "Goes to the shop's home page",
  "tag-lost": "Our tag is lost",
};

/** Whether a result still waits for someone to look at it. */
export function needsAttention(h: LinkHealth | null | undefined): boolean {
  return Boolean(h && h.status !== "ok" && !h.acknowledged);
}

export function HealthBadge({ health }: { health: LinkHealth | null | undefined }) {
  if (!health) return <span className="admin-badge">Not checked yet</span>;
  const kind = health.status === "ok" ? "admin-badge-active" : health.acknowledged ? "admin-badge" : "admin-badge-inactive";
  return (
    <span className={`admin-badge ${kind}`}>
      {LABEL[health.status] ?? health.status}
      {health.status !== "ok" && health.acknowledged ? " (seen)" : ""}
    </span>
  );
}

/** "Check now" and, for a problem nobody has seen, "Acknowledge"; `what` names the product for screen readers. */
export function HealthActions({ product }: { product: Product }) {
  const path = { id: product.id };
  const meta = { invalidates: CHANGES.product };
  const check = useMutation({ mutationFn: () => ok(api.POST("/admin/products/{id}/check", { params: { path } })), meta });
  const acknowledge = useMutation({ mutationFn: () => ok(api.POST("/admin/products/{id}/acknowledge", { params: { path } })), meta });
  const failure = failureText(check.error, "The link was not checked") ?? failureText(acknowledge.error, "Not acknowledged");
  return (
    <div className="admin-health-actions">
      <button type="button" className="btn btn-secondary admin-btn-sm" disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? "Checking…" : "Check now"}
        <span className="visually-hidden"> the link of {product.title}</span>
      </button>
      {needsAttention(product.health) && (
        <button type="button" className="btn btn-secondary admin-btn-sm" disabled={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
          Acknowledge<span className="visually-hidden"> the link check of {product.title}</span>
        </button>
      )}
      {failure && <Alert kind="danger">{failure}</Alert>}
    </div>
  );
}

/** The detail of the last check and when it ran. */
export function HealthDetail({ health }: { health: LinkHealth }) {
  return (
    <p className="admin-health-detail">
      {health.detail} <span className="admin-note">Checked <IndiaTime at={health.checkedAt} />.</span>
    </p>
  );
}
