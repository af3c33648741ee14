// Times from the API (RFC 3339, UTC) shown in India time, the way every
// screen of the site prints them: "21 Nov 2026, 3:45 pm". Built from numeric
// parts so browser locale data (e.g. "Sept" vs "Sep", "PM" vs "pm") cannot
// change the text.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** "21 Nov 2026, 3:45 pm" in Asia/Kolkata; an unparsable input is returned unchanged. */
export function formatIST(rfc3339: string): string {
  const date = new Date(rfc3339);
  if (Number.isNaN(date.getTime())) return rfc3339;
  const n: Record<string, number> = {};
  for (const p of parts.formatToParts(date)) if (p.type !== "literal") n[p.type] = Number(p.value);
  const hour = n.hour % 24;
  const minute = String(n.minute).padStart(2, "0");
  return `${n.day} ${MONTHS[n.month - 1]} ${n.year}, ${hour % 12 || 12}:${minute} ${hour < 12 ? "am" : "pm"}`;
}

/** Business minutes in words: "45 min", "2 h 5 min", "1 h". */
export function businessDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** "7 Dec 2026" for a calendar day written YYYY-MM-DD (an India day). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}
