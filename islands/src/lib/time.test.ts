// Unit tests for time.ts: `npm run test:unit`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { businessDuration, formatDay, formatIST, indiaDay, since, waitingLine } from "./time";

test("formats UTC instants in India time", () => {
  assert.equal(formatIST("2026-11-21T10:15:00Z"), "21 Nov 2026, 3:45 pm");
  assert.equal(formatIST("2026-09-01T18:30:00Z"), "2 Sep 2026, 12:00 am");
  assert.equal(formatIST("2026-01-05T06:35:00Z"), "5 Jan 2026, 12:05 pm");
  assert.equal(formatIST("2026-12-31T20:00:00+00:00"), "1 Jan 2027, 1:30 am");
});

test("returns unparsable input unchanged", () => {
  assert.equal(formatIST("not a date"), "not a date");
});

test("business minutes in words", () => {
  assert.equal(businessDuration(0), "0 min");
  assert.equal(businessDuration(45), "45 min");
  assert.equal(businessDuration(60), "1 h");
  assert.equal(businessDuration(125), "2 h 5 min");
});

test("India days read as a person writes them", () => {
  assert.equal(formatDay("2026-12-07"), "7 Dec 2026");
  assert.equal(formatDay("2027-03-31"), "31 Mar 2027");
  assert.equal(formatDay("2026-13-01"), "2026-13-01");
  assert.equal(formatDay(""), "");
});

test("the India day turns at midnight in India, not in UTC", () => {
  const realNow = Date.now;
  try {
    Date.now = () => Date.parse("2026-12-06T18:30:00Z");
    assert.equal(indiaDay(), "2026-12-07");
    assert.equal(indiaDay(15), "2026-12-22");
    assert.equal(indiaDay(-7), "2026-11-30");
    Date.now = () => Date.parse("2026-12-06T18:29:59Z");
    assert.equal(indiaDay(), "2026-12-06");
  } finally {
    Date.now = realNow;
  }
});

test("a waiting lead says since when, and never waits 0 min", () => {
  const now = Date.parse("2026-12-07T04:00:00Z"); // 9:30 am in India
  assert.equal(since("2026-12-07T03:40:00Z", now), "9:10 am");
  assert.equal(since("2026-12-06T12:50:00Z", now), "yesterday, 6:20 pm");
  assert.equal(since("2026-12-05T12:50:00Z", now), "5 Dec, 6:20 pm");
  // Came in at 9:10 pm the night before; the office opens at 10.
  assert.equal(waitingLine("2026-12-06T15:40:00Z", 0, now), "Waiting since yesterday, 9:10 pm");
  assert.equal(waitingLine("2026-12-06T09:40:00Z", 80, now), "Waiting since yesterday, 3:10 pm (1 h 20 min of opening hours)");
});
