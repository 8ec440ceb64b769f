/** Dates as cardholders read them, in India time: "31 March 2027", "21 Nov 2026". */

export function longDate(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00+05:30`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

export function shortDate(isoDateTime: string): string {
  return new Date(isoDateTime).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
}
