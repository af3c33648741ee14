// /admin-login/aff/add-aff and /admin-login/aff/update/{id}:
// the affiliate product form. Title and Price are required;
// image URLs are one per line (trimmed, empty lines dropped); prices are sent
// as numbers of rupees, an empty M.R.P. as null. Adding POSTs /admin/aff and
// then opens the public /affiliate page (a full page load); updating PATCHes
// /admin/aff/{id}/modify, shows "Form updated successfully!" for 3000 ms and
// returns to /admin-login/aff.
import { useQuery } from "@tanstack/react-query";
import type { ComponentProps, FormEvent } from "react";
import { EditLoading, EditScreen, FormActions, FormMessages } from "../components/EditForm";
import { CheckboxField, TextAreaField, TextField } from "../components/Fields";
import type { ScreenProps } from "../context";
import { CHANGES, queries } from "../queries";
import type { Product, ProductBody } from "../../api/types";
import { api, ok } from "../server";
import { useEditForm } from "../useEditForm";
import { formatINR } from "../../lib/money";

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
  return <ProductForm key={product.data.id} productId={product.data.id} initial={fromProduct(product.data)} />;
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
