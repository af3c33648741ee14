-- Seeds 100,000 enquiries into a freshly migrated SQLite database, for measuring
-- the lead list and the CSV export at scale (not run by the tests):
--   sqlite3 data/bench.db < tests/support/seed_enquiries.sql
-- Spread over the last 400 days, over the catalogue's services and the
-- pipeline's statuses. As on a site that has run that long: every lead but
-- the New ones has had its first answer, the New ones were escalated when
-- they came due, and spam is kept for 30 days only (one in fifty of the
-- last 30 days' leads), so the server's escalation and retention find
-- nothing to catch up on while it is measured.
-- Each is an enquiry (what only an enquiry has, numbered 1, 2, … in a
-- fresh database) and its lead under the same id (what every lead has,
-- with its topic: the enquiry's service).
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
INSERT INTO enquiries
  (first_name, last_name, address, message, service_id, service_name, sub_service_name)
SELECT
  'Visitor' || i,
  CASE i % 5 WHEN 0 THEN 'Kumari' WHEN 1 THEN 'Singh' WHEN 2 THEN 'Prasad' WHEN 3 THEN 'Sinha' ELSE 'Jha' END,
  'Boring Road, Patna',
  'We sell handloom sarees and want to grow on marketplaces, enquiry ' || i,
  s.id, s.service_name, s.sub_service_name
FROM n JOIN services s ON s.id = 1 + (n.i % (SELECT COUNT(*) FROM services))
ORDER BY i;
INSERT INTO leads
  (kind, id, name, email, phone, submitted_at, status, phone_key, email_key,
   spam_reason, dedupe_key, first_response_at, escalated_at, search_text, topic)
SELECT
  'enquiry', i,
  first_name || ' ' || last_name,
  'visitor' || i || '@example.in',
  '+91 9' || printf('%09d', i),
  strftime('%Y-%m-%dT%H:%M:%S', 'now', '-' || (i * 345 % 34560000) || ' seconds') || '.000000000+00:00',
  CASE WHEN i % 50 = 0 AND i * 345 % 34560000 < 2592000 THEN 'Spam'
       ELSE CASE i % 5 WHEN 0 THEN 'New' WHEN 1 THEN 'Contacted' WHEN 2 THEN 'Quoted' WHEN 3 THEN 'Won' ELSE 'Lost' END END,
  '+919' || printf('%09d', i),
  'visitor' || i || '@example.in',
  CASE WHEN i % 50 = 0 AND i * 345 % 34560000 < 2592000 THEN 'The hidden anti-spam field was filled in (a bot, or a browser''s autofill).' END,
  'bench:' || i,
  CASE WHEN i % 5 <> 0 THEN
  strftime('%Y-%m-%dT%H:%M:%S', 'now', '-' || (i * 345 % 34560000) || ' seconds') || '.000000000+00:00'
  END,
  CASE WHEN i % 5 = 0 THEN
  strftime('%Y-%m-%dT%H:%M:%S', 'now', '-' || (i * 345 % 34560000) || ' seconds') || '.000000000+00:00'
  END,
  first_name || ' ' || last_name || ' visitor' || i || '@example.in +91 9' || printf('%09d', i)
    || ' ' || message || ' ' || service_name || ' ' || sub_service_name,
  service_id
FROM (SELECT id AS i, first_name, last_name, message, service_id, service_name, sub_service_name
      FROM enquiries) e;
