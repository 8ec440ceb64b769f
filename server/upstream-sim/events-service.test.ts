/**
 * The simulator's event service over HTTP (services/events.ts): createEvent, sendEvent and the
 * A/B event, each checked against the app's contract (schemas/events.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSimulator, type Simulator } from "./index";
import { AbEventResponseSchema, CreateEventResponseSchema, EventIdSchema, SendEventResponseSchema } from "~/upstream/schemas/events";

let sim: Simulator;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${sim.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function journal(path: string) {
  const response = await fetch(`${sim.url}/__sim/requests?path=${encodeURIComponent(path)}`);
  return ((await response.json()) as { requests: { headers: Record<string, string>; body: any }[] }).requests;
}

const CREATE = "/api/v1/eventService/createEvent";
const SEND = "/api/v1/eventService/sendEvent";
const AB = "/AB/api/v1/events";

const created = {
  properties: { path: "/lp/basic-details", deviceType: "mobile" },
  timestamp: "2026-03-02T10:15:00.000Z",
  sessionId: "41234567890123",
};
const event = {
  eventName: "pincode_checked",
  eventData: {
    pincode: "560034",
    eventId: "evt-1",
    sessionId: "41234567890123",
    category: "DIGITAL-JOURNEY",
    timestamp: "2026-03-02T10:15:00.000Z",
  },
  destination: "clickstream_sendevent_datawarehouse",
};

beforeAll(async () => {
  sim = await createSimulator({ port: 0, quiet: true });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => sim.reset());

describe("createEvent", () => {
  it("answers a new event id in the contract's shape, a different one each time", async () => {
    const first = await post(CREATE, created);
    const second = await post(CREATE, created);

    expect(first.status).toBe(200);
    const parsed = CreateEventResponseSchema.parse(first.body);
    expect(parsed.code).toBe(200);
    expect(EventIdSchema.safeParse(parsed.data.eventId).success).toBe(true);
    expect(second.body.data.eventId).not.toBe(parsed.data.eventId);
  });

  it.each([
    ["no sessionId", { properties: {}, timestamp: created.timestamp }],
    ["an empty sessionId", { ...created, sessionId: "" }],
    ["no properties", { timestamp: created.timestamp, sessionId: "1" }],
    ["a timestamp that is not ISO 8601", { ...created, timestamp: "yesterday" }],
    ["a field the contract does not have", { ...created, eventName: "x" }],
  ])("refuses a body with %s (400)", async (_, body) => {
    expect((await post(CREATE, body)).status).toBe(400);
  });

  it("journals the body and the headers", async () => {
    await post(CREATE, created, { authorization: "JWT tok" });
    const [entry] = await journal(CREATE);
    expect(entry!.body).toEqual(created);
    expect(entry!.headers.authorization).toBe("JWT tok");
  });
});

describe("sendEvent", () => {
  it("accepts an event with the entity's fields", async () => {
    const reply = await post(SEND, event);
    expect(reply.status).toBe(200);
    expect(SendEventResponseSchema.parse(reply.body)).toEqual({ code: 200, message: "Event accepted" });
  });

  it("accepts an event without an event id too (the journal shows it)", async () => {
    const { eventId: _, ...withoutId } = event.eventData;
    expect((await post(SEND, { ...event, eventData: withoutId })).status).toBe(200);
    expect((await journal(SEND))[0]!.body.eventData).not.toHaveProperty("eventId");
  });

  it.each([
    ["a category requirements §3 does not have", { ...event, eventData: { ...event.eventData, category: "CLICKS" } }],
    ["another destination", { ...event, destination: "elsewhere" }],
    ["an event id that is not an opaque id", { ...event, eventData: { ...event.eventData, eventId: "<script>" } }],
  ])("refuses %s (400)", async (_, body) => {
    expect((await post(SEND, body)).status).toBe(400);
  });
});

describe("A/B events", () => {
  const ab = {
    ...event,
    eventName: "ab_variant_shown",
    eventData: { ...event.eventData, category: "PAGE-VIEWS", experiment: "hero-copy", variant: "b" },
  };

  it("accepts an event naming the experiment and the variant", async () => {
    const reply = await post(AB, ab);
    expect(reply.status).toBe(200);
    expect(AbEventResponseSchema.parse(reply.body)).toEqual({ code: 200, message: "Event accepted" });
    expect((await journal(AB))[0]!.body).toEqual(ab);
  });

  it("refuses one without a variant (400)", async () => {
    const { variant: _, ...withoutVariant } = ab.eventData;
    expect((await post(AB, { ...ab, eventData: withoutVariant })).status).toBe(400);
  });
});
