/**
 * The branch of the chosen scheme's lender (docs/decisions/046) through the built server over
 * HTTP, as a browser without JavaScript uses it: the booking step's HTML offers only the lender's
 * branch, its address in full; a forged branch id of another lender comes back as the page with
 * the message on the branch field and what was typed; the right one is booked there, and the
 * simulator's sales visit names it.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { freshAddress, freshPhone } from "../support/fixtures";
import { decode, visibleText } from "../support/html";
import { Client } from "../support/sessions";

const built = useBuiltApp();

/** A Pune lead at Camp (411001) who chose Federal Gold Smart, by the forms' posts. */
async function puneFederal(): Promise<{ client: Client; leadId: string }> {
  const client = new Client(built, freshAddress());
  await client.request("/lp/basic-details");
  const created = await client.post("/lp/basic-details", { phone: freshPhone(), cityId: "3", loanAmount: "300000", loanType: "FRESH" });
  const leadId = /\/lp\/otp\/auth\/([^/?]+)/.exec(created.headers.get("location") ?? "")![1]!;
  expect((await client.post(`/lp/otp/auth/${leadId}`, { intent: "verify", otp: built.sim.otp })).status).toBe(302);
  expect((await client.post("/lp/pincode", { intent: "check", pincode: "411001" })).status).toBe(302);
  const chosen = await client.post("/lp/schemes", { intent: "choose", schemeId: "FED-JMP-1188", amount: "300000" });
  expect(chosen.headers.get("location")).toBe("/lp/book-visit");
  return { client, leadId };
}

/** The branch radios of a booking page: their values. */
const branchIds = (html: string) => [...html.matchAll(/<input[^>]*name="branchId"[^>]*value="([^"]+)"/g)].map((m) => m[1]);

/** The first free time of the page's day: its date and slot. */
function freeTime(html: string): { date: string; slot: string } {
  const date = /<input type="hidden" name="date" value="([^"]+)"/.exec(html)?.[1];
  const slot = [...html.matchAll(/<input([^>]*)name="slot"([^>]*)>/g)].map((m) => m[0]).find((input) => !/\bdisabled\b/.test(input));
  expect(date, "a day").toBeTruthy();
  expect(slot, "a free time").toBeTruthy();
  return { date: date!, slot: /value="([^"]+)"/.exec(slot!)![1]! };
}

describe("the booking step over HTTP", () => {
  it("offers Federal Bank's branch only, refuses Bank of Maharashtra's posted anyway, and books at Federal Bank's", async () => {
    const { client, leadId } = await puneFederal();

    const page = await client.request("/lp/book-visit?kind=branch");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(branchIds(html)).toEqual(["PNQ-SVN-01"]);
    expect(visibleText(html)).toContain("Choose a branch of Federal Bank Limited");
    expect(visibleText(html)).toContain("1185/A, Fergusson College Road, Shivajinagar, Pune 411005");
    expect(html).not.toContain("Bank of Maharashtra, Camp");

    // A form changed by hand: the nearer Bank of Maharashtra branch.
    const { date, slot } = freeTime(html);
    const typed = { kind: "branch", date, slot, branchId: "PNQ-CMP-01", quality: "22K", name: "Asha Rao" };
    // Posted where the page's form posts (its kind and day in the query, as without JavaScript).
    const action = decode(/<form[^>]*action="([^"]+)"[^>]*class="card form booking-form"/.exec(html)?.[1] ?? "");
    expect(action).toMatch(/^\/lp\/book-visit\?kind=branch/);
    const forged = await client.post(action, typed);
    expect(forged.status).toBe(400);
    const refused = await forged.text();
    expect(visibleText(refused)).toContain("Your scheme is from Federal Bank Limited. Please choose one of its branches from the list.");
    expect(refused).toMatch(/<input[^>]*name="name"[^>]*value="Asha Rao"/);
    expect(await built.control.requests("/salesvisit/create", "POST")).toHaveLength(0);

    const booked = await client.post(action, { ...typed, branchId: "PNQ-SVN-01" });
    expect(booked.status).toBe(302);
    expect(booked.headers.get("location")).toBe("/lp/confirmation");
    const visits = await built.control.requests("/salesvisit/create", "POST");
    expect(visits).toHaveLength(1);
    expect(visits[0]!.body).toMatchObject({
      lead: leadId,
      city: "Pune",
      address: { area: "Federal Bank, Shivajinagar", street: "1185/A, Fergusson College Road, Shivajinagar", pincode: "411005" },
    });

    const confirmation = visibleText(await (await client.request("/lp/confirmation")).text());
    expect(confirmation).toContain("Federal Bank, Shivajinagar, 1185/A, Fergusson College Road, Shivajinagar, Pune 411005");
    expect(confirmation).toContain("Federal Gold Smart (Federal Bank Limited)");
    expect(confirmation).not.toContain("Bank of Maharashtra, Camp");
  });
});
