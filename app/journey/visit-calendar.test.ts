import { describe, expect, it } from "vitest";
import { foldLine, icsText, visitCalendar } from "~/journey/visit-calendar";

const NOW = new Date("2026-11-27T06:15:42.123Z");
const VISIT = {
  date: "2026-11-28",
  slotId: "10:00-11:00",
  title: "Branch visit: Kanak Gold Loan",
  place: "Federal Bank, Shivajinagar; Pune",
  notes: ["Reference: SV-1042", "Questions? 1800 123 4567"],
  uid: "SV-1042@kanak",
};

describe("visitCalendar", () => {
  it("is one event at the slot's India time in UTC, with its title, place and notes, in CRLF lines", () => {
    const file = visitCalendar(VISIT, NOW);
    expect(file.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Kanak Gold Loan//Visit//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:SV-1042@kanak",
      "DTSTAMP:20261127T061542Z",
      // 10:00 and 11:00 in India are 04:30 and 05:30 UTC.
      "DTSTART:20261128T043000Z",
      "DTEND:20261128T053000Z",
      "SUMMARY:Branch visit: Kanak Gold Loan",
      "LOCATION:Federal Bank\\, Shivajinagar\\; Pune",
      "DESCRIPTION:Reference: SV-1042\\nQuestions? 1800 123 4567",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("crosses into the previous UTC day for an early slot", () => {
    expect(visitCalendar({ ...VISIT, slotId: "04:00-05:00" }, NOW)).toContain("DTSTART:20261127T223000Z\r\nDTEND:20261127T233000Z");
  });

  it("makes a slot it cannot read an event of the whole day", () => {
    const file = visitCalendar({ ...VISIT, date: "2026-12-31", slotId: "morning" }, NOW);
    expect(file).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101");
  });
});

describe("icsText", () => {
  it("escapes backslashes, semicolons and commas, turns line breaks into \\n and drops other control characters", () => {
    expect(icsText("a\\b;c,d\r\ne\nf\u0007g")).toBe("a\\\\b\\;c\\,d\\ne\\nf" + "g");
  });
});

describe("foldLine", () => {
  it("folds at 75 octets, a continuation starting with a space, never inside a character", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    // Devanagari letters are 3 octets: 25 fit on the first line, 24 on each next (its space counts).
    const folded = foldLine("क".repeat(60));
    const lines = folded.split("\r\n");
    expect(lines.map((line) => new TextEncoder().encode(line).length)).toEqual([75, 73, 34]);
    expect(lines.join("").replace(/ /g, "")).toBe("क".repeat(60));
  });
});
