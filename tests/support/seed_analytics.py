#!/usr/bin/env python3
"""Seeds a year of counted visits into a database that already holds the
enquiries of tests/support/seed_enquiries.sql (ids 1..LEADS, submitted
i * 345 % 31536000 seconds before now), for tests/analytics-figures: not run
by the tests.

- page_views: 10,000,000 views in all over the last 365 India days, ~200
  paths and 30 source/medium/campaign combinations (each with its referring
  host), each combination's views spread over the paths the way visits
  spread (a few pages get most); plus bots and probes apart.
- visitor_counts: visitors by their first page, about one for every 2.5
  views.
- ad_spend for the paid campaigns, conversions (call and WhatsApp taps).
- lead_touches: each lead's first touch, and a later last one for 3 in 10.
- quotes: one accepted quotation for 1 lead in 20, 3 to 20 days after it
  arrived.

Usage: seed_analytics.py sqlite FILE LEADS
       seed_analytics.py postgres URL LEADS   (loads with psql \\copy)
"""
import csv
import datetime as dt
import os
import random
import subprocess
import sys
import tempfile

TOTAL_VIEWS = 10_000_000
DAYS = 365
IST = dt.timezone(dt.timedelta(hours=5, minutes=30))

rng = random.Random(2026)
now = dt.datetime.now(dt.timezone.utc)
today = now.astimezone(IST).date()
days = [today - dt.timedelta(days=DAYS - 1 - i) for i in range(DAYS)]

SERVICES = ["amazon", "flipkart", "meesho", "seo", "google-ads", "social-media", "website", "gst", "photography", "whatsapp-marketing"]
PARTS = ["", "/register", "/advertising", "/a-plus-content", "/account-management", "/pricing", "/case-study", "/faq"]
paths = ["/", "/buseq", "/careerpg", "/affiliate", "/insights", "/case-studies", "/privacy", "/contact", "/about", "/hi"]
for s in SERVICES:
    for p in PARTS:
        paths.append(f"/{s}{p}")
while len(paths) < 200:
    paths.append(f"/insights/selling-online-in-bihar-{len(paths)}")

# (source, medium, campaign, referrer, share of views)
COMBOS = [
    ("direct", "", "", "", 0.27),
    ("google", "organic", "", "google.com", 0.30),
    ("bing", "organic", "", "bing.com", 0.02),
    ("duckduckgo", "organic", "", "duckduckgo.com", 0.005),
    ("facebook", "social", "", "facebook.com", 0.04),
    ("instagram", "social", "", "instagram.com", 0.03),
    ("linkedin", "social", "", "linkedin.com", 0.01),
    ("youtube", "social", "", "youtube.com", 0.01),
    ("whatsapp", "social", "", "", 0.02),
    ("justdial.com", "referral", "", "justdial.com", 0.01),
    ("indiamart.com", "referral", "", "indiamart.com", 0.005),
    ("quora.com", "referral", "", "quora.com", 0.005),
    ("newsletter", "email", "monthly-tips", "", 0.01),
    ("newsletter", "email", "diwali-2026", "", 0.005),
    ("newsletter", "email", "gst-deadline", "", 0.005),
]
for c in ["diwali-2026", "amazon-sellers-patna", "flipkart-onboarding", "seo-bihar", "brand-search", "meesho-sellers", "gst-registration", "website-offer"]:
    COMBOS.append(("google", "cpc", c, "google.com", 0.02))
for c in ["festive-leads", "saree-sellers", "retargeting", "lookalike-sellers", "reels-promo"]:
    COMBOS.append(("facebook", "paid-social", c, "facebook.com", 0.012))
COMBOS.append(("instagram", "paid-social", "reels-promo", "instagram.com", 0.01))
COMBOS.append(("linkedin", "paid-social", "agency-hiring", "linkedin.com", 0.003))
assert len(COMBOS) == 30, len(COMBOS)
share_sum = sum(c[4] for c in COMBOS)
PAID = [c for c in COMBOS if c[1] in ("cpc", "paid-social")]


def zipf_weights(n, s=1.1):
    w = [1 / (k + 1) ** s for k in range(n)]
    t = sum(w)
    return [x / t for x in w]


# Each combination's own order of pages: ads land on their page, search on
# many.
orders = []
for c in COMBOS:
    order = paths[:]
    rng.shuffle(order)
    orders.append(order)

page_views = {}  # (day, kind, path, source, medium, campaign, referrer) -> views
visitor_counts = {}
day_weights = [1.0 + 0.25 * ((d.weekday() < 5) - 0.5) + 0.3 * (i / DAYS) for i, d in enumerate(days)]
dw_sum = sum(day_weights)
for di, d in enumerate(days):
    ds = d.isoformat()
    day_views = TOTAL_VIEWS * day_weights[di] / dw_sum
    for ci, (src, med, camp, ref, share) in enumerate(COMBOS):
        views = day_views * share / share_sum
        n_paths = max(3, min(200, int(views / 40)))
        weights = zipf_weights(n_paths)
        for k in range(n_paths):
            v = int(round(views * weights[k] * rng.uniform(0.7, 1.3)))
            if v <= 0:
                continue
            key = (ds, "human", orders[ci][k], src, med, camp, ref)
            page_views[key] = page_views.get(key, 0) + v
        visitors = views / 2.5
        n_land = max(2, min(60, int(visitors / 30)))
        lw = zipf_weights(n_land, 1.3)
        for k in range(n_land):
            v = int(round(visitors * lw[k]))
            if v > 0:
                vkey = (ds, src, med, camp, orders[ci][k])
                visitor_counts[vkey] = visitor_counts.get(vkey, 0) + v
    for k in range(25):
        key = (ds, "bot", paths[k * 7 % len(paths)], "direct", "", "", "")
        page_views[key] = page_views.get(key, 0) + rng.randint(20, 400)
    page_views[(ds, "bot", "(probe)", "direct", "", "", "")] = rng.randint(50, 900)

# Exactly 10,000,000 human views.
human = [k for k in page_views if k[1] == "human"]
diff = TOTAL_VIEWS - sum(page_views[k] for k in human)
page_views[human[0]] += diff
assert page_views[human[0]] > 0

ad_spend = []
for d in days:
    for src, med, camp, ref, share in PAID:
        ad_spend.append((d.isoformat(), src, med, camp, rng.randint(800_00, 6000_00)))

conversions = []
for d in days:
    for kind in ("call", "whatsapp"):
        for src, med, camp, ref, share in COMBOS[:6]:
            conversions.append((d.isoformat(), kind, src, med, camp, "/contact", rng.randint(0, 12)))

leads = int(sys.argv[3])
weights = [c[4] for c in COMBOS]
touches = []
quotes = []


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%S.000000000+00:00")


for i in range(1, leads + 1):
    submitted = now - dt.timedelta(seconds=i * 345 % 31536000)
    c = rng.choices(COMBOS, weights)[0]
    landing = orders[COMBOS.index(c)][rng.randint(0, 5)]
    second = rng.random() < 0.3
    first_at = submitted - dt.timedelta(days=rng.randint(0, 20), seconds=rng.randint(0, 86399))
    touches.append(("enquiry", i, 0, not second, c[0], c[1] or None, c[2] or None, c[3] or None, landing, iso(first_at)))
    if second:
        c2 = rng.choices(COMBOS, weights)[0]
        landing2 = orders[COMBOS.index(c2)][rng.randint(0, 5)]
        touches.append(("enquiry", i, 1, True, c2[0], c2[1] or None, c2[2] or None, c2[3] or None, landing2, iso(submitted - dt.timedelta(minutes=5))))
    if i % 20 == 3:
        accepted = min(now, submitted + dt.timedelta(days=rng.randint(3, 20)))
        taxable = rng.randint(10_000, 200_000) * 100
        tax = taxable * 18 // 100
        quotes.append((
            i, f"VD/FIG/{i:06d}", "2026-27", i, f"figures-token-{i:06d}", f"Visitor{i}", "Boring Road, Patna",
            "Bihar", "Bihar", "[]", taxable, tax // 2, tax - tax // 2, 0, taxable + tax,
            (accepted.astimezone(IST).date() + dt.timedelta(days=30)).isoformat(), "accepted",
            iso(submitted), "Figures", iso(accepted),
        ))

TABLES = [
    ("page_views", ["day", "kind", "path", "source", "medium", "campaign", "referrer", "views"],
     [k + (v,) for k, v in page_views.items()]),
    ("visitor_counts", ["day", "source", "medium", "campaign", "landing_path", "visitors"],
     [k + (v,) for k, v in visitor_counts.items()]),
    ("ad_spend", ["day", "source", "medium", "campaign", "cost_paise"], ad_spend),
    ("conversions", ["day", "kind", "source", "medium", "campaign", "path", "count"], conversions),
    ("lead_touches", ["lead_kind", "lead_id", "position", "last", "source", "medium", "campaign", "referrer", "landing_path", "at"], touches),
    ("quotes", ["lead_id", "number", "financial_year", "sequence", "token", "client_name", "client_address",
                "client_state", "agency_state", "lines", "taxable", "cgst", "sgst", "igst", "total",
                "valid_until", "status", "created_at", "created_by", "accepted_at"], quotes),
]

kind, target = sys.argv[1], sys.argv[2]
# The form's direct touches, if the enquiries' seed made any, give way.
if kind == "sqlite":
    import sqlite3
    db = sqlite3.connect(target)
    db.execute("DELETE FROM lead_touches")
    for table, cols, rows in TABLES:
        marks = ", ".join("?" for _ in cols)
        db.executemany(f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({marks})", rows)
    db.commit()
    db.execute("ANALYZE")
    db.commit()
else:
    with tempfile.TemporaryDirectory() as tmp:
        script = ["DELETE FROM lead_touches;"]
        for table, cols, rows in TABLES:
            path = os.path.join(tmp, f"{table}.csv")
            with open(path, "w", newline="") as f:
                w = csv.writer(f)
                for r in rows:
                    w.writerow(["\\N" if v is None else ("true" if v is True else "false" if v is False else v) for v in r])
            script.append(f"\\copy {table} ({', '.join(cols)}) FROM '{path}' WITH (FORMAT csv, NULL '\\N')")
        subprocess.run(["psql", "-q", "-v", "ON_ERROR_STOP=1", target], input="\n".join(script), text=True, check=True)
        subprocess.run(["psql", "-q", target, "-c", "VACUUM ANALYZE"], check=True)

print(f"page_views rows {len(page_views)}, human views {sum(v for k, v in page_views.items() if k[1] == 'human')}, "
      f"visitor_counts rows {len(visitor_counts)}, touches {len(touches)}, accepted quotes {len(quotes)}")
