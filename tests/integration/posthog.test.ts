/**
 * PostHog server-side (requirements §9, requirements §A9) against the simulator's batch/ endpoint:
 * form submissions on the autocapture pages arrive as decoded gzip batches with the right
 * project key and no personal data; nothing is sent elsewhere or for page views; the
 * personal-loans pages use their own key; a slow or failing PostHog never delays a caller.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { call, fault, getRequest, HELD_MS, journal, postRequest, settledYet, useSimulatedApp } from "./helpers";
import * as clickRoute from "~/routes/lp_.api.click";
import { SIMULATOR_POSTHOG_API_KEY, SIMULATOR_POSTHOG_PERSONAL_LOANS_API_KEY } from "~/platform/env.server";
import * as z from "zod";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { captureEvent, captureInteraction, MAX_PENDING, settleAnalytics, shutdownAnalytics } from "~/site/analytics.server";
import { readFields } from "~/site/form.server";
import { formAction, moveTo } from "~/site/form-action.server";
import { getSession } from "~/platform/session.server";
import { log } from "~/platform/log.server";
import { type JournalEntry } from "../support/fixtures";

// The production default (2 s): a send must not time out on a busy machine. The slow-PostHog
// tests hold the batch far longer than that (HELD_MS).
const app = useSimulatedApp({ env: () => ({ UPSTREAM_TIMEOUT_MS: "2000" }) });

afterAll(() => shutdownAnalytics());

const BATCH = "/posthog/batch";
const IDENTITY = { cookie: "gl_session=s3cr3t-session; flagsmithIdentity=visitor-42" };

/** Values a visitor types that must never reach PostHog. */
const SECRETS = {
  otp: "482913",
  phone: "9876512345",
  email: "asha.rao@example.com",
  pan: "ABCPR1234K",
  token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl",
};

async function batches(): Promise<JournalEntry[]> {
  await settleAnalytics();
  return journal(app, BATCH, "POST");
}

function events(entries: JournalEntry[]) {
  return entries.flatMap((entry) => entry.body.batch as { event: string; distinct_id: string; properties: Record<string, any> }[]);
}

/** Captures a post as the form pipeline does: with the form as the reader took it (here, every name the post has). */
async function capturePost(request: Request, status: number): Promise<void> {
  const names = [...(await request.clone().formData()).keys()];
  const form = await readFields(request.clone(), z.object(Object.fromEntries(names.map((name) => [name, z.string().optional()]))));
  captureInteraction(request, { status }, form);
}

describe("captureInteraction on an autocapture page", () => {
  it("sends a /lp/cards/consent POST as a gzip $autocapture submit event with the main key, field names and intent, and no value", async () => {
    const request = postRequest("/lp/cards/consent", { intent: "validate", ...SECRETS }, undefined, IDENTITY);

    await capturePost(request, 302);

    const sent = await batches();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers["content-encoding"]).toBe("gzip");
    expect(sent[0]!.body.api_key).toBe(SIMULATOR_POSTHOG_API_KEY);
    const [event] = events(sent);
    expect(event).toMatchObject({
      event: "$autocapture",
      distinct_id: "visitor-42",
      properties: {
        $event_type: "submit",
        $current_url: "http://localhost/lp/cards/consent",
        $pathname: "/lp/cards/consent",
        form_method: "POST",
        form_fields: ["email", "intent", "otp", "pan", "phone", "token"],
        intent: "validate",
        response_status: 302,
      },
    });
    const text = JSON.stringify(sent[0]!.body);
    for (const secret of [...Object.values(SECRETS), "s3cr3t-session"]) expect(text).not.toContain(secret);
    // The request itself stays readable for whoever reads it next.
    expect((await request.formData()).get("intent")).toBe("validate");
  });

  it("captures a single-fetch action (.data) whose body the action already read, without field names", async () => {
    const request = postRequest(
      "/lp/cards/consent.data?_routes=routes%2Flp_.cards._account.consent",
      { intent: "send", otp: SECRETS.otp },
      undefined,
      IDENTITY,
    );
    await request.formData();

    captureInteraction(request, { status: 202 });

    const [event] = events(await batches());
    expect(event!.properties).toMatchObject({
      $pathname: "/lp/cards/consent",
      $current_url: "http://localhost/lp/cards/consent",
      form_fields: [],
      response_status: 202,
    });
    expect(event!.properties).not.toHaveProperty("intent");
    expect(JSON.stringify(event)).not.toContain("_routes");
  });

  it("captures on the gold card page /india/goldfd-card/93", async () => {
    await capturePost(postRequest("/india/goldfd-card/93", { intent: "choose" }, undefined, IDENTITY), 200);

    const [event] = events(await batches());
    expect(event).toMatchObject({ event: "$autocapture", properties: { $pathname: "/india/goldfd-card/93", intent: "choose" } });
  });

  it("drops an intent that could be typed data", async () => {
    await capturePost(postRequest("/lp/cards/login", { intent: SECRETS.phone }, undefined, IDENTITY), 200);

    const [event] = events(await batches());
    expect(event!.properties).not.toHaveProperty("intent");
    expect(JSON.stringify(event)).not.toContain(SECRETS.phone);
  });

  it("is anonymous without the identity cookie (a random id, no person profile)", async () => {
    await capturePost(postRequest("/lp/cards/login", { intent: "send" }), 302);

    const [event] = events(await batches());
    expect(event!.distinct_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event!.properties.$process_person_profile).toBe(false);
  });
});

describe("captureInteraction elsewhere sends nothing", () => {
  it.each([["/lp/basic-details"], ["/lp/basic-details.data"], ["/"], ["/lp/pincode"], ["/lp/api/auth/signin"]])(
    "a POST to %s",
    async (path) => {
      await capturePost(postRequest(path, { phone: SECRETS.phone }, undefined, IDENTITY), 302);

      expect(await batches()).toEqual([]);
    },
  );

  it("a GET navigation on a card page (a page view: off)", async () => {
    captureInteraction(getRequest("/lp/cards/limits", undefined, IDENTITY), { status: 200 });
    captureInteraction(getRequest("/lp/cards/limits.data", undefined, IDENTITY), { status: 200 });

    expect(await batches()).toEqual([]);
  });

  it("a POST on a personal-loans page (its project has no autocapture)", async () => {
    await capturePost(postRequest("/personal-loans/x", { intent: "send" }, undefined, IDENTITY), 200);

    expect(await batches()).toEqual([]);
  });
});

describe("clicks the browser reports (POST /lp/api/click)", () => {
  function reportClick(fields: Record<string, string>) {
    return call(clickRoute.action, postRequest("/lp/api/click", fields, undefined, IDENTITY));
  }

  it("sends a click on the gold card page's sign-in link as an $autocapture click: the page, the link's path, its label", async () => {
    const answer = await reportClick({
      page: "/india/goldfd-card/93",
      tag: "a",
      href: "http://localhost/lp/cards/login?with=email#top",
      label: " Log in with\n e-mail ",
    });

    expect(answer.status).toBe(204);
    const sent = await batches();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.api_key).toBe(SIMULATOR_POSTHOG_API_KEY);
    expect(events(sent)).toEqual([
      expect.objectContaining({
        event: "$autocapture",
        distinct_id: "visitor-42",
        properties: expect.objectContaining({
          $event_type: "click",
          $current_url: "http://localhost/india/goldfd-card/93",
          $pathname: "/india/goldfd-card/93",
          tag_name: "a",
          link_target: "/lp/cards/login",
          $el_text: "Log in with e-mail",
        }),
      }),
    ]);
    expect(JSON.stringify(sent[0]!.body)).not.toContain("with=email");
  });

  it("keeps no label or address that could be personal data", async () => {
    await reportClick({
      page: "/lp/cards/limits",
      tag: "a",
      href: `https://other.example/x?phone=${SECRETS.phone}`,
      label: `Call ${SECRETS.phone}`,
    });
    await reportClick({ page: "/lp/cards/limits", tag: "button", href: "/ignored-for-a-button", label: SECRETS.email });

    // The two reports may reach PostHog in either order: find each by its tag.
    const sent = events(await batches());
    const link = sent.find((event) => event.properties.tag_name === "a");
    const button = sent.find((event) => event.properties.tag_name === "button");
    expect(link!.properties).toMatchObject({ tag_name: "a", link_target: "other.example" });
    expect(link!.properties).not.toHaveProperty("$el_text");
    expect(button!.properties).toMatchObject({ tag_name: "button", $pathname: "/lp/cards/limits" });
    expect(button!.properties).not.toHaveProperty("link_target");
    expect(button!.properties).not.toHaveProperty("$el_text");
    for (const secret of Object.values(SECRETS)) expect(JSON.stringify(link)).not.toContain(secret);
  });

  it.each([
    [{ page: "/lp/basic-details", tag: "a", href: "/lp/pincode" }],
    [{ page: "/personal-loans", tag: "a", href: "/" }],
    [{ page: "https://evil.example/lp/cards", tag: "a" }],
    [{ page: "/lp/cards/limits", tag: "div" }],
    [{ tag: "a" }],
  ])("sends nothing for a page outside the autocapture scope or a report it does not understand (%j)", async (fields) => {
    expect((await reportClick(fields as Record<string, string>)).status).toBe(204);
    expect(await batches()).toEqual([]);
  });

  it.each([
    ["कॉल करें ९८७६५४३२१०"],
    ["ＯＴＰ １２３４５６"],
    ["eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"],
    ["ref Q2hhcmdlQmFja1Rva2VuMTIz"],
  ])("drops a label holding a digit of any script or a token's shape (%s)", async (label) => {
    await reportClick({ page: "/lp/cards/limits", tag: "button", label });
    const [event] = events(await batches());
    expect(event!.properties).toMatchObject({ tag_name: "button" });
    expect(event!.properties).not.toHaveProperty("$el_text");
  });

  it("takes at most 300 reports from one address in ten minutes; the rest are answered alike and dropped", async () => {
    for (let i = 0; i < 305; i += 1) {
      expect((await reportClick({ page: "/lp/cards/limits", tag: "button", label: "Claim" })).status).toBe(204);
      // At most 100 sends wait at once (MAX_PENDING): let them go before the next fifty.
      if (i % 50 === 49) await settleAnalytics();
    }
    expect(events(await batches())).toHaveLength(300);
  });

  it("ignores a body that is not a form", async () => {
    const request = new Request("http://localhost/lp/api/click", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"page":',
    });
    expect((await call(clickRoute.action, request)).status).toBe(204);
    expect(await batches()).toEqual([]);
  });
});

describe("captureEvent (explicit events)", () => {
  it("sends /personal-loans/ events with the personal-loans key", async () => {
    captureEvent(getRequest("/personal-loans/x", undefined, IDENTITY), "pl_offer_viewed", { offer: "standard" });

    const sent = await batches();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.api_key).toBe(SIMULATOR_POSTHOG_PERSONAL_LOANS_API_KEY);
    expect(events(sent)[0]).toMatchObject({
      event: "pl_offer_viewed",
      distinct_id: "visitor-42",
      properties: { offer: "standard", $pathname: "/personal-loans/x" },
    });
  });

  it("sends other pages' events with the main key, and nothing for what is not a page", async () => {
    captureEvent(getRequest("/lp/basic-details?utm_source=google", undefined, IDENTITY), "lead_form_seen");
    captureEvent(getRequest("/build/entry.client.js", undefined, IDENTITY), "not_a_page");

    const sent = await batches();
    expect(sent.map((entry) => entry.body.api_key)).toEqual([SIMULATOR_POSTHOG_API_KEY]);
    expect(events(sent)[0]!.properties.$current_url).toBe("http://localhost/lp/basic-details");
  });
});

describe("a slow or failing PostHog", () => {
  it("a PostHog that does not answer does not delay the call; the event still arrives (one retry after the timeout)", async () => {
    await fault(app, { path: BATCH, delayMs: HELD_MS, times: 1 });

    await capturePost(postRequest("/lp/cards/consent", { intent: "send" }, undefined, IDENTITY), 302);

    // The call has returned and its send is still under way.
    expect(await settledYet(settleAnalytics())).toBe(false);
    // The held send timed out (else it would wait for the held answer, past the test's timeout)
    // and the one retry got through: the batch arrived twice.
    const sent = await batches();
    expect(events(sent.filter((entry) => entry.body?.batch))).toHaveLength(2);
  });

  it("a failure is only logged", async () => {
    const warn = vi.spyOn(log, "warn");
    await fault(app, { path: BATCH, status: 500 });

    await capturePost(postRequest("/lp/cards/consent", { intent: "send" }, undefined, IDENTITY), 302);
    await settleAnalytics();

    expect(warn).toHaveBeenCalledWith("analytics.send_failed", expect.objectContaining({ project: "main" }));
  });

  it(`keeps at most ${MAX_PENDING} sends in flight and drops the rest with a log line`, async () => {
    const warn = vi.spyOn(log, "warn");
    // Slow, though not past the timeout: the sends are all in flight when the loop ends, and end soon after.
    await fault(app, { path: BATCH, delayMs: 300 });

    for (let i = 0; i < MAX_PENDING + 5; i += 1)
      await capturePost(postRequest("/lp/cards/consent", { intent: "send" }, undefined, IDENTITY), 302);

    expect(warn.mock.calls.filter(([event]) => event === "analytics.dropped")).toHaveLength(5);
    await settleAnalytics();
  }, 10_000);
});

describe("a form action (app/site/form-action.server.ts) offers every submission to the capture", () => {
  // A consent-like form: a guard that sends one visitor away, and a use-case that moves on.
  const consentAction = (args: ActionFunctionArgs) =>
    formAction(args, {
      guard: async ({ request }) => {
        if (new URL(request.url).searchParams.has("away")) throw redirect("/lp/cards/login");
        return { session: await getSession(request) };
      },
      schema: z.object({ intent: z.string().optional(), otp: z.string().optional() }),
      run: async () => moveTo("/lp/cards/limits"),
    });
  const post = (path: string, fields: Record<string, string>) =>
    consentAction({ request: postRequest(path, fields, undefined, IDENTITY), params: {}, context: {} });

  it("captures the submission with its field names and intent, after the action read the body", async () => {
    const response = await post("/lp/cards/consent", { intent: "validate", otp: SECRETS.otp });

    expect((response as Response).status).toBe(302);
    const [event] = events(await batches());
    expect(event!.properties).toMatchObject({ form_fields: ["intent", "otp"], intent: "validate", response_status: 302 });
    expect(JSON.stringify(event)).not.toContain(SECRETS.otp);
  });

  it("captures a guard's redirect with its status, and rethrows it; the form was not read, so it names no field", async () => {
    const thrown = await post("/lp/cards/consent?away", { intent: "fail" }).catch((error: unknown) => error);

    expect(thrown).toBeInstanceOf(Response);
    const [event] = events(await batches());
    expect(event!.properties).toMatchObject({ form_fields: [], response_status: 302 });
    expect(event!.properties).not.toHaveProperty("intent");
  });

  it("sends nothing for a route outside the autocapture pages", async () => {
    await post("/lp/basic-details", { intent: "send" });

    expect(await batches()).toEqual([]);
  });
});
