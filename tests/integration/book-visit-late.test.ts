/**
 * The booking step late in India's day (the upstream keeps a three-hour lead time: from 15:00
 * no branch time is left today): the page opens on the next day with a time left, unless the
 * visitor asked for a day. The simulator's clock is set to 16:00 IST on a working Tuesday.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, useSimulatedApp } from "./helpers";
import { loadBookVisitPage, readyToBook } from "./journey";

const app = useSimulatedApp({ sim: { now: () => Date.parse("2026-12-01T16:00:00+05:30") } });

type Slot = { id: string; available: boolean };

describe("/lp/book-visit late in the day", () => {
  it("opens on the next working day with a time left, when no day was asked for", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);
    const page = await loadBookVisitPage(jar, "?kind=branch");
    expect(page.status).toBe(200);
    expect(page.data.days.map((day: { date: string }) => day.date).slice(0, 2)).toEqual(["2026-12-01", "2026-12-02"]);
    expect(page.data.date).toBe("2026-12-02");
    expect((page.data.slots as Slot[]).some((slot) => slot.available)).toBe(true);
  });

  it("keeps the day the visitor asked for, saying no time is left on it", async () => {
    const jar = new CookieJar();
    await readyToBook(jar, app.sim.otp);
    const page = await loadBookVisitPage(jar, "?kind=branch&date=2026-12-01");
    expect(page.data.date).toBe("2026-12-01");
    expect((page.data.slots as Slot[]).every((slot) => !slot.available)).toBe(true);
  });
});
