// /admin-login/aff/add-aff and /admin-login/aff/update/{id}:
// the affiliate product form. Title and Price are required;
// image URLs are one per line (trimmed, empty lines dropped); prices are sent
// as numbers of rupees, an empty M.R.P. as null. Adding POSTs /admin/aff and
// then opens the public /affiliate page (a full page load); updating PATCHes
// /admin/aff/{id}/modify, shows "Form updated successfully!" for 3000 ms and
// returns to /admin-login/aff.
// A pasted affiliate link is read by the server (GET /admin/products/tag-check)
// and the form warns when it carries someone else's Amazon or Flipkart tag.
// An existing product's page also shows its link's last check ("Check now",
// "Acknowledge") and its human clicks of the last 30 days by day and by the
// page that sent them (GET /admin/products/{id}/clicks).
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ComponentProps, type FormEvent } from "react";
import { DataTable } from "../components/DataTable";
import { EditLoading, EditScreen, FormActions, FormMessages } from "../components/EditForm";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../components/Fields";
import { HealthActions, HealthBadge, HealthDetail } from "../components/LinkHealth";
import type { ScreenProps } from "../context";
import { CHANGES, queries } from "../queries";
import type { Product, ProductBody } from "../../api/types";
import { api, loadFailure, ok } from "../server";
import { useEditForm } from "../useEditForm";
import { formatINR } from "../../lib/money";
import { formatDay } from "../../lib/time";

const LIST = "/admin-login/aff";
const MAX_IMAGES = 10;

const IDS: Record<string, string> = {
  title: "aff-title",
  description: "aff-description",
  imageUrls: "aff-images",
  affiliateLink: "aff-link",
  brand: "aff-brand",
  category: "aff-category",
  platform: "aff-platform",
  price: "aff-price",
  originalPrice: "aff-mrp",
  rating: "aff-rating",
  active: "aff-active",
};

interface FormState {
  title: string;
  description: string;
  imageUrls: string;
  affiliateLink: string;
  brand: string;
  category: string;
  platform: string;
  price: string;
  originalPrice: string;
  /** "" (no rating) or "1" to "5". */
  rating: string;
  active: boolean;
}

const EMPTY: FormState = {
  title: "",
  description: "",
  imageUrls: "",
  affiliateLink: "",
  brand: "",
  category: "",
  platform: "",
  price: "",
  originalPrice: "",
  rating: "",
  active: true,
};

function fromProduct(p: Product): FormState {
  return {
    title: p.title ?? "",
    description: p.description ?? "",
    imageUrls: (p.imageUrls ?? []).join("\n"),
    affiliateLink: p.affiliateLink ?? "",
    brand: p.brand ?? "",
    category: p.category ?? "",
    platform: p.platform ?? "",
    price: p.price === null || p.price === undefined ? "" : String(p.price),
    originalPrice: p.originalPrice === null || p.originalPrice === undefined ? "" : String(p.originalPrice),
    rating: p.rating === undefined ? "" : String(p.rating),
    active: Boolean(p.active),
  };
}

/** One URL per line, trimmed, empty lines dropped. */
export function parseImageUrls(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

function money(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

export default function AffiliateForm({ params }: ScreenProps) {
  const id = params[0];
  if (id === undefined) return <ProductForm initial={EMPTY} />;
  return <UpdateProduct id={Number(id)} />;
}

function UpdateProduct({ id }: { id: number }) {
  const product = useQuery(queries.product(id));
  if (!product.data) {
    return <EditLoading title="Update Affiliate Product" back={LIST} backText="Back to products" loads={[product]} what="the product" />;
  }
  return (
    <>
      <ProductForm key={product.data.id} productId={product.data.id} initial={fromProduct(product.data)} />
      <ProductInsights product={product.data} />
    </>
  );
}

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** The server's reading of a pasted link: a warning when its tag is someone else's. */
function useForeignTagWarning(link: string): string | null {
  const settled = useSettled(link.trim(), 400);
  const looksLikeLink = /^https?:\/\/\S+$/i.test(settled);
  const check = useQuery({ ...queries.tagCheck(settled), enabled: looksLikeLink });
  const found = looksLikeLink ? check.data?.foreignTag : null;
  if (!found) return null;
  const pasted = `${found.parameter}=${found.found}`;
  return found.ours
    ? `This link carries someone else's ${found.marketplace} tag (${pasted}). Visitors are sent with ours (${found.parameter}=${found.ours}) instead, but remove it to be sure.`
    : `This link carries someone else's ${found.marketplace} tag (${pasted}): purchases through it earn them the commission, not us. Paste the link without it.`;
}

/** The link's last check and the clicks of the last 30 days. */
function ProductInsights({ product }: { product: Product }) {
  const clicks = useQuery(queries.productClicks(product.id));
  const failed = loadFailure(clicks.error, "the clicks");
  return (
    <div className="admin-lead-grid">
      <section className="admin-panel" aria-labelledby="aff-health-title">
        <h2 id="aff-health-title">Link check</h2>
        <p>
          <HealthBadge health={product.health} />
        </p>
        {product.health ? <HealthDetail health={product.health} /> : <p>The link has not been checked yet.</p>}
        <HealthActions product={product} />
      </section>
      <section className="admin-panel" aria-labelledby="aff-clicks-title">
        <h2 id="aff-clicks-title">Clicks in the last 30 days</h2>
        {failed && <p role="alert">{failed}</p>}
        {clicks.isPending && <p role="status">Loading the clicks…</p>}
        {clicks.data && (
          <>
            <p id="aff-clicks-summary">
              {clicks.data.human} {clicks.data.human === 1 ? "person" : "people"} clicked through (each counted once a day);
              apart from them, {clicks.data.bots} from crawlers and {clicks.data.previews} from link previews.
            </p>
            {clicks.data.byDay.length > 0 && (
              <DataTable captionId="aff-clicks-days" caption="Clicks by day" columns={["Day", "People"]} rows={clicks.data.byDay} rowKey={(d) => d.day}>
                {(d) => (
                  <>
                    <td className="admin-nowrap">{formatDay(d.day)}</td>
                    <td className="admin-num">{d.human}</td>
                  </>
                )}
              </DataTable>
            )}
            {clicks.data.byPage.length > 0 && (
              <DataTable
                captionId="aff-clicks-pages"
                caption="Clicks by the page that sent them"
                columns={["Page", "Place", "People"]}
                rows={clicks.data.byPage}
                rowKey={(p) => `${p.place}:${p.path}`}
              >
                {(p) => (
                  <>
                    <td className="admin-cell-text">{p.path || "Unknown"}</td>
                    <td>{p.place}</td>
                    <td className="admin-num">{p.human}</td>
                  </>
                )}
              </DataTable>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function ProductForm({ initial, productId }: { initial: FormState; productId?: number }) {
  const editing = productId !== undefined;
  const { form, setForm, field, busy, done, error, fe, reject, submit } = useEditForm<FormState>(initial, {
    fieldIds: IDS,
    back: LIST,
    changes: CHANGES.product,
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || done) return;
    const imageUrls = parseImageUrls(form.imageUrls);
    if (imageUrls.length > MAX_IMAGES) {
      reject(`At most ${MAX_IMAGES} image URLs (${imageUrls.length} given).`, "imageUrls");
      return;
    }
    const price = money(form.price);
    if (price === null) {
      reject("Enter the price in rupees.", "price");
      return;
    }
    const body: ProductBody = {
      title: form.title,
      description: form.description,
      imageUrls,
      affiliateLink: form.affiliateLink.trim(),
      brand: form.brand,
      category: form.category,
      platform: form.platform,
      price,
      originalPrice: money(form.originalPrice),
      rating: form.rating === "" ? null : Number(form.rating),
      active: form.active,
    };
    if (editing) {
      submit(() => ok(api.PATCH("/admin/products/{id}", { params: { path: { id: productId } }, body })), {
        failure: "The product was not updated",
      });
    } else {
      submit(() => ok(api.POST("/admin/products", { body })), {
        failure: "The product was not added",
        // /affiliate is a public, server-rendered page: load it for real.
        onSuccess: () => window.location.assign("/affiliate"),
      });
    }
  };

  const heading = editing ? "Update Affiliate Product" : "Add Affiliate Product";
  const foreignTag = useForeignTagWarning(form.affiliateLink);

  return (
    <EditScreen title={heading} back={LIST} backText="Back to products">
      <form className="admin-form admin-form-wide" onSubmit={onSubmit} aria-label={heading}>
        <p className="admin-form-note">Title and Price are required.</p>
        <FormMessages done={done} error={error} />
        {editing && <TextField id="aff-id" label="ID" value={String(productId)} readOnly />}
        <TextField label="Title" required maxLength={200} {...field("title")} />
        <TextAreaField
          label="Description"
          rows={8}
          maxLength={20000}
          hint={
            <>
              Separate review blocks with <code>|||</code>. A block may be <code>heading::text</code>. Block 1 is shown
              with image 2, block 2 with image 3, and so on.
            </>
          }
          {...field("description")}
        />
        <TextAreaField
          label="Image URLs"
          rows={4}
          hint={`One URL per line (http or https, at most ${MAX_IMAGES}). The first is the main image.`}
          {...field("imageUrls")}
          spellCheck={false}
        />
        <TextField
          label="Affiliate Link"
          type="url"
          placeholder="https://"
          hint={foreignTag ? <strong role="status">{foreignTag}</strong> : undefined}
          {...field("affiliateLink")}
        />
        <div className="admin-grid-3">
          <TextField label="Brand" {...field("brand")} />
          <TextField label="Category" {...field("category")} />
          <TextField label="Platform" {...field("platform")} />
        </div>
        <div className="admin-grid-2">
          <RupeeField label="Price" required blankHint="In rupees, e.g. 1299 or 1299.50" {...field("price")} />
          <RupeeField label="Original Price (M.R.P.)" blankHint="Optional; leave empty when there is none" {...field("originalPrice")} />
        </div>
        <SelectField
          label="Our Rating"
          hint="Shown to search engines with the review; give one only when the description is our review."
          {...field("rating")}
        >
          <option value="">No rating</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={String(n)}>
              {n} {n === 1 ? "star" : "stars"}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          id={IDS.active}
          label="Active"
          checked={form.active}
          onChange={(e) => {
            const checked = e.target.checked;
            setForm((f) => ({ ...f, active: checked }));
          }}
          error={fe.of("active")}
        />
        <FormActions busy={busy} done={done} back={LIST} label={editing ? "Update" : "Add product"} />
      </form>
    </EditScreen>
  );
}

/** An amount in rupees; the hint shows how the site will print it. */
function RupeeField(props: ComponentProps<typeof TextField> & { value: string; blankHint: string }) {
  const { blankHint, ...input } = props;
  const amount = money(input.value);
  return (
    <TextField
      type="number"
      inputMode="decimal"
      step={0.01}
      min={0}
      hint={amount !== null ? `Shown as ${formatINR(amount)}` : blankHint}
      {...input}
    />
  );
}
