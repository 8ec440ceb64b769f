/**
 * The request journal (what the app sent, for tests to assert on) and the
 * one-line request log (masked: no full phone numbers, OTP codes or tokens).
 */

export interface JournalEntry {
  seq: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface JournalFilter {
  path?: string;
  method?: string;
  /** Only entries with seq greater than this. */
  since?: number;
}

export const JOURNAL_LIMIT = 1000;

export class Journal {
  private entries: JournalEntry[] = [];
  private nextSeq = 1;

  constructor(private readonly limit = JOURNAL_LIMIT) {}

  record(entry: Omit<JournalEntry, "seq" | "at">): JournalEntry {
    const full: JournalEntry = { seq: this.nextSeq++, at: new Date().toISOString(), ...entry };
    this.entries.push(full);
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
    return full;
  }

  list(filter: JournalFilter = {}): JournalEntry[] {
    const method = filter.method?.toUpperCase();
    return this.entries.filter(
      (entry) =>
        (filter.path === undefined || entry.path === filter.path) &&
        (method === undefined || entry.method === method) &&
        (filter.since === undefined || entry.seq > filter.since),
    );
  }

  /** Empties the journal. Sequence numbers keep counting up, so a test can use `since`. */
  clear(): void {
    this.entries = [];
  }
}

const SECRET_KEYS = /^(otp|code|token|authorization|password|pan|aadhaar)$/i;

/** "+919876543210" -> "+91******3210"; any run of 8+ digits keeps only its last 4. */
export function maskPhones(text: string): string {
  return text.replace(
    /(\+91)?(\d{8,})/g,
    (_match, prefix: string | undefined, digits: string) => `${prefix ?? ""}${"*".repeat(digits.length - 4)}${digits.slice(-4)}`,
  );
}

/** A query string for the log: secrets replaced, phone numbers masked. */
export function maskQuery(query: Record<string, string>): string {
  const parts = Object.entries(query).map(([key, value]) => (SECRET_KEYS.test(key) ? `${key}=***` : `${key}=${maskPhones(value)}`));
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

export function formatLogLine(entry: {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number | "reset";
  ms: number;
  fault?: string;
}): string {
  const fault = entry.fault ? ` [fault ${entry.fault}]` : "";
  return `[upstream-sim] ${entry.method} ${maskPhones(entry.path)}${maskQuery(entry.query)} -> ${entry.status} ${entry.ms}ms${fault}\n`;
}
