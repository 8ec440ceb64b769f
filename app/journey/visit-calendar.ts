/**
 * A booked visit as a calendar file (RFC 5545, the `.ics` every phone's calendar opens): the
 * confirmation's "Add to calendar" (issue 32). Pure code: the route gives the words in the page's
 * language and the moment it was asked.
 */
import { DAY_MS } from "~/journey/gold-rate";

export type CalendarVisit = {
  /** YYYY-MM-DD, India time. */
  date: string;
  /** "10:00-11:00" (India time); another form of slot makes an event of the whole day. */
  slotId: string;
  /** The event's title, e.g. "Branch visit: Kanak Gold Loan". */
  title: string;
  /** The branch, or the address our team comes to. */
  place: string;
  /** What else the event says (the reference, the number to call), one line each. */
  notes: string[];
  /** Unique and stable for the visit (the sales visit's id), so adding it again updates it. */
  uid: string;
};

const CRLF = "\r\n";
/** India is UTC+05:30 all year (no daylight saving time). */
const INDIA_OFFSET_MINUTES = 330;

/** "20261128T043000Z": an instant in UTC, as a DATE-TIME. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** An India date and time ("10:00") in UTC. */
const utcStamp = (date: string, time: string) => stamp(new Date(Date.parse(`${date}T${time}:00Z`) - INDIA_OFFSET_MINUTES * 60_000));

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \\n, other control characters dropped. */
export function icsText(text: string): string {
  let escaped = "";
  for (const character of text.replace(/\r\n?/g, "\n")) {
    const code = character.codePointAt(0)!;
    if (character === "\n") escaped += "\\n";
    else if (character === "\\" || character === ";" || character === ",") escaped += `\\${character}`;
    else if (code >= 0x20 && code !== 0x7f) escaped += character;
  }
  return escaped;
}

/** A content line folded at 75 octets, never inside a character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // A continuation line starts with a space, which counts towards its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The calendar file of one visit, stamped `now`. */
export function visitCalendar(visit: CalendarVisit, now: Date): string {
  const hours = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(visit.slotId);
  const day = visit.date.replace(/-/g, "");
  const nextDay = new Date(Date.parse(`${visit.date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10).replace(/-/g, "");
  const when = hours
    ? [`DTSTART:${utcStamp(visit.date, hours[1]!)}`, `DTEND:${utcStamp(visit.date, hours[2]!)}`]
    : [`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${nextDay}`];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kanak Gold Loan//Visit//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${icsText(visit.uid)}`,
    `DTSTAMP:${stamp(now)}`,
    ...when,
    `SUMMARY:${icsText(visit.title)}`,
    `LOCATION:${icsText(visit.place)}`,
    `DESCRIPTION:${icsText(visit.notes.join("\n"))}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
