/**
 * The limits and the event id as production runs them: two built app processes
 * (server/serve.ts, which decides the client address) on one redis-server and one simulator,
 * spoken to over HTTP.
 *
 * - Instance A trusts no proxy (TRUSTED_PROXY_HOPS=0): the socket address is the client.
 * - Instance B trusts one proxy (TRUSTED_PROXY_HOPS=1): the rightmost X-Forwarded-For entry is.
 * Both send codes with no cool-down (OTP_RESEND_COOLDOWN_SECONDS=0, and none in the simulator), so
 * that the per-recipient budget is what a sixth send meets.
 */
import { createClient } from "@redis/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSimulator, type Simulator } from "../../server/upstream-sim/index";
import { Browser, startAppProcess, type AppProcess } from "../support/app-process";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { DEMO_CARDHOLDER, freshPhone, LEAD_PATHS, PHONE_USER_AGENT, simulator } from "../support/fixtures";

let redis: RedisServer;
let sim: Simulator;
let a: AppProcess;
let b: AppProcess;
let redisClient: ReturnType<typeof createClient>;

beforeAll(async () => {
  redis = await startRedisServer();
  sim = await createSimulator({ port: 0, quiet: true, otpCooldownSeconds: 0 });
  const common = { REDIS_URL: redis.url, UPSTREAM_BASE_URL: sim.url, OTP_RESEND_COOLDOWN_SECONDS: "0", UPSTREAM_TIMEOUT_MS: "2000" };
  [a, b] = await Promise.all([
    startAppProcess({ ...common, TRUSTED_PROXY_HOPS: "0" }),
    startAppProcess({ ...common, TRUSTED_PROXY_HOPS: "1" }),
  ]);
  redisClient = createClient({ url: redis.url });
  await redisClient.connect();
}, 60_000);

afterAll(async () => {
  await redisClient?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await sim?.close();
  await redis?.stop();
});

beforeEach(async () => {
  sim.reset();
  await redisClient.sendCommand(["FLUSHDB"]);
});

const control = simulator(() => sim.url);
const simRequests = (path: string, method = "POST") => control.requests(path, method);

const cardLogin = (app: AppProcess, phone: string, headers: Record<string, string> = {}) =>
  new Browser().request(`${app.url}/lp/cards/login`, { form: { kind: "phone", identity: phone }, headers });

const leadForm = (browser: Browser, app: AppProcess, phone: string, headers: Record<string, string> = {}) =>
  browser.request(`${app.url}/lp/basic-details`, { form: { phone, cityId: "1", loanAmount: "150000", loanType: "FRESH" }, headers });

describe("two instances on one Redis", () => {
  it("share one budget per phone, lead and card codes together: the sixth send is refused", async () => {
    const phone = DEMO_CARDHOLDER.phone; // a card login sends a code
    // Three lead codes: the lead form and the OTP page on A, two resends from the same browser on B and A.
    const visitor = new Browser();
    const created = await leadForm(visitor, a, phone);
    expect(created.status).toBe(302);
    const otpPage = created.headers.get("location")!;
    expect((await visitor.request(`${b.url}${otpPage}`)).status).toBe(200);
    expect((await visitor.request(`${b.url}${otpPage}`, { form: { intent: "resend" } })).status).toBe(302);
    expect((await visitor.request(`${a.url}${otpPage}`, { form: { intent: "resend" } })).status).toBe(302);
    // Two card-login codes, one on each instance.
    expect((await cardLogin(b, phone)).status).toBe(302);
    expect((await cardLogin(a, phone)).status).toBe(302);

    const sixth = await cardLogin(b, phone);

    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await sixth.text()).toContain("You have asked for several codes in a short time.");
    expect(await simRequests("/lead-service/v1/otp/leadId")).toHaveLength(3);
    expect(await simRequests("/auth/v2/send-otp")).toHaveLength(2);
  });
});

describe("the client address", () => {
  it("with no trusted proxy, no header resets the per-address limit (30 lead creations, then a 429)", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const forged = { "x-forwarded-for": `203.0.113.${i}`, "fly-client-ip": `198.51.100.${i}`, "x-real-ip": `192.0.2.${i}` };
      answers.push((await leadForm(new Browser(), a, freshPhone(), forged)).status);
    }
    expect(answers.slice(0, 30).every((status) => status === 302)).toBe(true);
    expect(answers[30]).toBe(429);
    expect(await simRequests(LEAD_PATHS.paidCreate)).toHaveLength(30);
  });

  it("behind one trusted proxy, the proxy's entry counts and a forged one on its left does not", async () => {
    const proxied = (client: string, forged: string) => ({ "x-forwarded-for": `${forged}, ${client}` });
    for (let i = 0; i < 30; i += 1) expect((await cardLogin(b, freshPhone(), proxied("203.0.113.5", `10.9.8.${i}`))).status).toBe(404);

    const refused = await cardLogin(b, freshPhone(), proxied("203.0.113.5", "10.9.9.9"));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("We have had too many requests from your internet connection.");
    // Another client behind the same proxy has a budget of its own.
    expect((await cardLogin(b, freshPhone(), proxied("203.0.113.6", "10.9.9.9"))).status).toBe(404);
  });

  // 1,000 posts (each value unique): a key per value, or per request, would show at the 11th. The
  // memory of a far bigger flood is measured by `npm run bench:limits`.
  it("1,000 verify posts with unique 14 KB X-Forwarded-For values add no key to the store", async () => {
    const visitor = new Browser();
    const created = await leadForm(visitor, a, freshPhone());
    const otpPage = created.headers.get("location")!;
    await visitor.request(`${a.url}${otpPage}`);
    const padding = "9".repeat(14_000);
    const POSTS = 1_000;
    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < POSTS) {
        const i = (next += 1);
        // As a browser with JavaScript posts the form (single fetch's .data request: no HTML to render).
        const response = await visitor.request(`${a.url}${otpPage}.data`, {
          form: { intent: "verify", otp: "000000" },
          headers: { "x-forwarded-for": `${padding}.${i}` },
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    expect(statuses.get(400)).toBe(5); // five wrong codes reached the upstream...
    expect(statuses.get(429)).toBe(POSTS - 5); // ...then the code was dead
    const keys = (await redisClient.sendCommand(["KEYS", "*"])) as string[];
    expect(keys.length).toBeLessThanOrEqual(10);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(64);
  }, 60_000);
});

describe("the event id on two instances (decision 030)", () => {
  const PHONE_BROWSER = { "user-agent": PHONE_USER_AGENT };
  const CREATE = "/api/v1/eventService/createEvent";

  it("a first page on A asks createEvent; the lead form on B, answered before it, waits for A's answer: lead_created carries it, and B asks nothing", async () => {
    await control.fault({ path: CREATE, delayMs: 3000, times: 1 });
    const visitor = new Browser(PHONE_BROWSER);

    const first = await visitor.request(`${a.url}/lp/basic-details`);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    await expect.poll(() => simRequests(CREATE), { timeout: 5000 }).toHaveLength(1);
    const [asked] = await simRequests(CREATE);
    const key = `event-id:${asked!.body.sessionId}`;

    const created = await leadForm(visitor, b, freshPhone());

    expect(created.status).toBe(302);
    // B answered while A's call was still under way: its claim still held.
    expect(await redisClient.get(key)).toBe("?");
    const sent = async () =>
      (await simRequests("/api/v1/eventService/sendEvent")).map(
        (r) => r.body as unknown as { eventName: string; eventData: Record<string, unknown> },
      );
    await expect.poll(async () => (await sent()).map((e) => e.eventName), { timeout: 10_000 }).toContain("lead_created");
    const eventId = await redisClient.get(key);
    expect(eventId).toMatch(/^evt-/);
    expect((await sent()).find((e) => e.eventName === "lead_created")!.eventData).toMatchObject({
      eventId,
      sessionId: asked!.body.sessionId,
    });
    expect(await simRequests(CREATE)).toHaveLength(1);

    // The next page, on B, puts A's answer in the cookie.
    const next = await visitor.request(`${b.url}${created.headers.get("location")}`);
    expect(next.headers.getSetCookie().find((line) => line.startsWith("gl_event_id="))).toMatch(new RegExp(`^gl_event_id=${eventId};`));
  }, 30_000);
});
