// Money as the site shows it: rupees with the rupee sign and Indian digit
// grouping, and the discount badge's percentage. Shared by the public and
// admin islands; it must print exactly what the server's templates print.
// All arithmetic runs on whole paise so that binary floating point cannot
// tip a result (855 of 1000 is exactly 14.5 % off and rounds to 15, while
// the naive float formula gives 14.4999… and rounds to 14).

/** Rupees (a JSON number with at most 2 decimals) as whole paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Groups digits the Indian way: last three, then pairs ("12345678" → "1,23,45,678"). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${head},${digits.slice(-3)}`;
}

/**
 * "₹1,23,456" for whole rupees, "₹1,23,456.50" otherwise (always two
 * decimals when there are paise). Negative amounts never occur on the site
 * but would print as "-₹5".
 */
export function formatINR(rupees: number): string {
  const paise = toPaise(rupees);
  const abs = Math.abs(paise);
  const whole = groupIndian(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  const fraction = rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`;
  return `${paise < 0 ? "-" : ""}₹${whole}${fraction}`;
}

/**
 * Whole-number percentage off the M.R.P., rounded half up:
 * round((original − price) / original × 100). Null unless original > price,
 * so callers show no badge (and no M.R.P.) for a missing or lower original.
 */
export function discountPercent(price: number, original: number | null | undefined): number | null {
  if (original == null) return null;
  const p = toPaise(price);
  const o = toPaise(original);
  if (!(o > p) || o <= 0) return null;
  return Math.round(((o - p) * 100) / o);
}

/**
 * A typed number as JSON: a number when the text reads as one, else the
 * text itself, so the server names what is wrong with it.
 */
export function typedNumber(text: string): number | string {
  const t = text.trim();
  return t !== "" && Number.isFinite(Number(t)) ? Number(t) : t;
}
