/** Public holidays on which branches are closed and no visits are booked (India time dates). */
export const SEEDED_HOLIDAYS: readonly { date: string; name: string }[] = [
  { date: "2026-01-26", name: "Republic Day" },
  { date: "2026-03-04", name: "Holi" },
  { date: "2026-08-15", name: "Independence Day" },
  { date: "2026-10-02", name: "Gandhi Jayanti" },
  { date: "2026-10-20", name: "Dussehra" },
  { date: "2026-12-25", name: "Christmas" },
  { date: "2027-01-26", name: "Republic Day" },
  { date: "2027-08-15", name: "Independence Day" },
  { date: "2027-10-02", name: "Gandhi Jayanti" },
  { date: "2027-12-25", name: "Christmas" },
];

export const HOLIDAY_DATES: ReadonlySet<string> = new Set(SEEDED_HOLIDAYS.map((holiday) => holiday.date));
