// Times from the API (RFC 3339, UTC) shown in India time, the way every
// screen of the site prints them: "21 Nov 2026, 3:45 pm"; India days
// (YYYY-MM-DD) as "7 Dec 2026". Built from numeric
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

/**
 * When a lead came in, as a waiting line says it: "9:40 am" today,
 * "yesterday, 6:20 pm", else "5 Dec, 6:20 pm" (India time).
 */
export function since(rfc3339: string, now: number = Date.now()): string {
  const at = formatIST(rfc3339);
  const day = at.slice(0, at.lastIndexOf(","));
  const time = at.slice(at.lastIndexOf(",") + 2);
  const today = formatIST(new Date(now).toISOString());
  const yesterday = formatIST(new Date(now - 86_400_000).toISOString());
  if (today.startsWith(`${day},`)) return time;
  if (yesterday.startsWith(`${day},`)) return `yesterday, ${time}`;
  return `${day.slice(0, day.lastIndexOf(" "))}, ${time}`;
}

/**
 * A lead waiting for its first answer, in words: since when, and how long
 * in opening hours once that is a minute or more (a lead that came in
 * while the office was closed has none until it opens), never "0 min".
 */
export function waitingLine(submittedAt: string, businessMinutes: number, now: number = Date.now()): string {
  const when = `Waiting since ${since(submittedAt, now)}`;
  return businessMinutes > 0 ? `${when} (${businessDuration(businessMinutes)} of opening hours)` : when;
}

/** Business minutes in words: "45 min", "2 h 5 min", "1 h". */
export function businessDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} h ${rest} min` : `${h} h`;
}

/** "7 Dec 2026" for an India day written YYYY-MM-DD; anything else is returned unchanged. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : day;
}

/** The India day `days` after today (before it when negative), as YYYY-MM-DD. */
export function indiaDay(days = 0): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}
