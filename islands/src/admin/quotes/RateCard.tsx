// The rate card on the services screen: each service's price (₹; empty
// when it is priced quote by quote), SAC code and GST rate, saved one
// service at a time (PUT /admin/services/{id}/rate). Quotations offer the
// priced services as ready-made lines.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert } from "../components/Alert";
import { SelectField, TextField } from "../components/Fields";
import { ListState } from "../components/ListState";
import { Section } from "../components/Screen";
import type { Rate } from "../../api/types";
import { CHANGES, queries } from "../queries";
import { api, ApiFailure, ok } from "../server";

const RATES = ["0", "5", "12", "18", "28"];

export function RateCard() {
  const card = useQuery(queries.rateCard());
  return (
    <Section id="rate-card-title" title="Rate card">
      <p className="admin-note">Prices before GST. A service without a price is priced on each quotation.</p>
      <ListState
        list={{ data: card.data?.services, isPending: card.isPending, error: card.error }}
        what="the rate card"
        loadingText="Loading the rate card…"
        emptyText="No services yet."
      >
        {(services) => (
          <ul className="admin-rate-card">
            {services.map((s) => (
              <RateRow key={s.id} rate={s} />
            ))}
          </ul>
        )}
      </ListState>
    </Section>
  );
}

function RateRow({ rate }: { rate: Rate }) {
  const [price, setPrice] = useState(rate.price == null ? "" : String(rate.price));
  const [sac, setSac] = useState(rate.sac ?? "");
  const [gstRate, setGstRate] = useState(String(rate.gstRate));
  const save = useMutation({
    mutationFn: () =>
      ok(
        api.PUT("/admin/services/{id}/rate", {
          params: { path: { id: rate.id } },
          body: {
            price: price.trim() === "" ? null : Number.isFinite(Number(price)) ? Number(price) : (price as unknown as number),
            sac: sac.trim() === "" ? null : sac,
            gstRate: Number(gstRate),
          },
        }),
      ),
    meta: { invalidates: [CHANGES.service[0]] },
  });
  const refused: Record<string, string> = {};
  if (save.error instanceof ApiFailure && save.error.status === 422) {
    for (const { field, error } of save.error.body.errors ?? []) refused[field] ??= error;
  }
  const name = `${rate.serviceName}: ${rate.subServiceName}`;
  const id = (f: string) => `rate-${rate.id}-${f}`;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <li>
      <form onSubmit={submit} aria-label={`Rate of ${name}`} noValidate>
        <p className="admin-rate-name">{name}</p>
        <div className="admin-inline-row">
          <TextField id={id("price")} label="Price (₹)" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} error={refused.price} />
          <TextField id={id("sac")} label="SAC" inputMode="numeric" maxLength={8} value={sac} onChange={(e) => setSac(e.target.value)} error={refused.sac} />
          <SelectField id={id("gst")} label="GST rate" value={gstRate} onChange={(e) => setGstRate(e.target.value)} error={refused.gstRate}>
            {RATES.map((r) => (
              <option key={r} value={r}>
                {r}%
              </option>
            ))}
          </SelectField>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            Save rate
          </button>
        </div>
        {save.error && save.error.status !== 422 && <Alert kind="danger">{save.error.body.error}</Alert>}
        {save.isSuccess && (
          <p className="admin-saved" role="status">
            Rate of {name} saved.
          </p>
        )}
      </form>
    </li>
  );
}
