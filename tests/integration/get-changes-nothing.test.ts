/**
 * No GET changes anything (ARCHITECTURE §11; decision 042): every URL of every route file, read
 * from app/routes so that a route added tomorrow is covered, opened by a visitor, by a lead whose
 * code was sent and not yet given, by a verified lead and by a signed-in cardholder, through the
 * built server. The simulator's journal must then hold no call but reads and the site's own
 * analytics: no code sent, no lead, visit or card record written. A prefetch, a crawler or a
 * reload of any page costs a person nothing.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { freshAddress, freshPhone, type JournalEntry } from "../support/fixtures";
import { routeFiles } from "../support/route-files";
import { Client, cardholder, visitor, withLead, type Session, type Target } from "../support/sessions";

const built = useBuiltApp({ TRUSTED_PROXY_HOPS: "1", OTP_SENDS_PER_PHONE: "1000" });

/**
 * The upstream calls that are not GETs and still change nothing of a person's: the site's
 * analytics, traces and flag evaluations (sent when they are due, so any page may carry them),
 * and the services that answer a question by POST (a cardholder's token, a pincode's service, a
 * branch's walk-in eligibility). Anything else a GET causes is a write.
 */
const READS_AND_ANALYTICS = new Set([
  "/api/v1/eventService/createEvent",
  "/api/v1/eventService/sendEvent",
  "/AB/api/v1/events",
  "/posthog/batch",
  "/flagsmith/api/v1/identities",
  "/flagsmith/api/v1/analytics/flags",
  "/v1/traces",
  "/auth/jwtvalidate",
  "/insight/pincode-serviceability",
  "/loan/checkBranchWalkinEligibility",
]);

/** The paths that send or check a code, whatever their method (the OTP service's contract has a GET send too). */
const SENDS_A_CODE = /\/otp\/|-otp|Otp\b|otplogin/;

/** A lead whose code the lead form's post sent, not yet given: the session that once made its OTP page send a code. */
async function unverifiedLead(target: Target): Promise<Session> {
  const client = new Client(target, freshAddress());
  await (await client.request("/lp/basic-details")).arrayBuffer();
  const created = await client.post("/lp/basic-details", { phone: freshPhone(), cityId: "1", loanAmount: "150000", loanType: "FRESH" });
  const leadId = /\/lp\/otp\/auth\/([^/?]+)/.exec(created.headers.get("location") ?? "")?.[1];
  if (!leadId) throw new Error(`No lead was created (${created.status})`);
  return { kind: "lead", client, leadId };
}

const QUERIES = ["", "?kind=branch", "?kind=doorstep", "?change=1", "?cancel=1", "?sent=SMS"];

describe("no GET changes anything", () => {
  it("every route's URLs, opened by every kind of session, write nothing upstream and send no code", async () => {
    const paths = [...new Set(routeFiles().flatMap((route) => route.paths))];
    const writes: string[] = [];
    let gets = 0;
    for (const start of [visitor, unverifiedLead, withLead, cardholder]) {
      const session = await start(built);
      const since = await built.control.lastSeq();
      const own = session.leadId ? [`/lp/otp/auth/${session.leadId}`] : [];
      for (const path of [...own, ...paths]) {
        for (const query of QUERIES) {
          const url = path.includes("?") ? `${path}&${query.slice(1)}` : `${path}${query}`;
          await (await session.client.request(url)).arrayBuffer();
          gets += 1;
        }
      }
      const entries: JournalEntry[] = await built.control.requestsSince(since);
      for (const entry of entries)
        if ((entry.method !== "GET" && !READS_AND_ANALYTICS.has(entry.path)) || SENDS_A_CODE.test(entry.path))
          writes.push(`${start.name}: ${entry.method} ${entry.path}`);
    }
    expect(writes).toEqual([]);
    process.stdout.write(`\nno GET changes anything: ${gets} GETs by 4 kinds of session, no write upstream\n`);
  }, 300_000);
});
