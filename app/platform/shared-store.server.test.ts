import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lockKey, MemoryStore, RedisStore, withLock, type SharedStore } from "~/platform/shared-store.server";
import { startRedisServer, type RedisServer } from "../../tests/support/redis-server";

process.env.LOG_LEVEL = "silent";

const MINUTE = 60_000;

/** The contract both stores keep: the in-memory one by default, Redis when REDIS_URL is set. */
function storeContract(name: string, open: () => SharedStore) {
  describe(`${name}: the shared-store contract`, () => {
    let store: SharedStore;
    beforeEach(async () => {
      store = open();
      await store.clear();
    });

    it("counts up to the max in a window, then refuses with the time left", async () => {
      const counter = { key: "t:sends:a", max: 3, windowMs: 10 * MINUTE };
      for (let i = 0; i < 3; i += 1) expect(await store.consume([counter])).toEqual({ allowed: true });
      const refused = await store.consume([counter]);
      expect(refused).toMatchObject({ allowed: false, index: 0 });
      if (refused.allowed) throw new Error("unreachable");
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(10 * MINUTE);
    });

    it("counts all or nothing: a refusal by one counter spends none of the others", async () => {
      const phone = { key: "t:phone", max: 5, windowMs: MINUTE };
      const address = { key: "t:address", max: 1, windowMs: MINUTE };
      expect(await store.consume([phone, address])).toEqual({ allowed: true });
      expect(await store.consume([phone, address])).toMatchObject({ allowed: false, index: 1 });
      // The phone was counted once only: four more are allowed on their own.
      for (let i = 0; i < 4; i += 1) expect(await store.consume([phone])).toEqual({ allowed: true });
      expect(await store.consume([phone])).toMatchObject({ allowed: false, index: 0 });
    });

    it("names the counter that frees up last when several are full", async () => {
      const short = { key: "t:short", max: 1, windowMs: MINUTE };
      const long = { key: "t:long", max: 1, windowMs: 10 * MINUTE };
      await store.consume([short, long]);
      const refused = await store.consume([short, long]);
      expect(refused).toMatchObject({ allowed: false, index: 1 });
    });

    it("never refuses a counter whose max or window is 0 (a limit turned off)", async () => {
      const off = { key: "t:off", max: 1, windowMs: 0 };
      for (let i = 0; i < 3; i += 1) expect(await store.consume([off])).toEqual({ allowed: true });
    });

    it("forgets reset counters", async () => {
      const attempts = { key: "t:attempts", max: 1, windowMs: MINUTE };
      await store.consume([attempts]);
      expect((await store.consume([attempts])).allowed).toBe(false);
      await store.reset([attempts.key]);
      expect((await store.consume([attempts])).allowed).toBe(true);
    });

    it("remembers a marked key (a revoked session) until its time runs out", async () => {
      expect(await store.isMarked("t:revoked:a")).toBe(false);
      await store.mark("t:revoked:a", 10 * MINUTE);
      expect(await store.isMarked("t:revoked:a")).toBe(true);
      expect(await store.isMarked("t:revoked:b")).toBe(false);
      // A mark is not a counter: it counts nothing and blocks nothing.
      expect(await store.consume([{ key: "t:revoked:b", max: 1, windowMs: MINUTE }])).toEqual({ allowed: true });

      await store.mark("t:revoked:brief", 50);
      // Wait for the event (the mark's time passing), polling; no timing is asserted.
      await expect.poll(() => store.isMarked("t:revoked:brief"), { timeout: 5000, interval: 20 }).toBe(false);
    });

    it("keeps a text until its time runs out; with ifAbsent, only the first of two puts wins", async () => {
      expect(await store.read("t:event-id:1")).toBeNull();
      expect(await store.put("t:event-id:1", "?", 10 * MINUTE, { ifAbsent: true })).toBe(true);
      expect(await store.put("t:event-id:1", "?", 10 * MINUTE, { ifAbsent: true })).toBe(false);
      expect(await store.read("t:event-id:1")).toBe("?");
      // Without ifAbsent a put replaces the text (the claim becomes the answer).
      expect(await store.put("t:event-id:1", "evt-1", 10 * MINUTE)).toBe(true);
      expect(await store.read("t:event-id:1")).toBe("evt-1");
      expect(await store.read("t:event-id:2")).toBeNull();
      // reset forgets texts too (a claim given up).
      await store.reset(["t:event-id:1"]);
      expect(await store.read("t:event-id:1")).toBeNull();
      expect(await store.put("t:event-id:1", "?", 10 * MINUTE, { ifAbsent: true })).toBe(true);

      await store.put("t:event-id:brief", "evt-2", 50);
      // Wait for the event (the text's time passing), polling; no timing is asserted.
      await expect.poll(() => store.read("t:event-id:brief"), { timeout: 5000, interval: 20 }).toBeNull();
      // Once its time has run out, the key is free for a new claim.
      expect(await store.put("t:event-id:brief", "?", MINUTE, { ifAbsent: true })).toBe(true);
    });

    it("forgets a text only while it holds the value given (a lock let go by its holder only)", async () => {
      await store.put("t:lock:a", "token-1", 10 * MINUTE, { ifAbsent: true });
      expect(await store.forget("t:lock:a", "token-2")).toBe(false);
      expect(await store.read("t:lock:a")).toBe("token-1");
      expect(await store.forget("t:lock:a", "token-1")).toBe(true);
      expect(await store.read("t:lock:a")).toBeNull();
      expect(await store.forget("t:lock:a", "token-1")).toBe(false);
    });

    it("withLock: while one holds the lock another is busy and does not run; once it is done the lock is free", async () => {
      const key = lockKey("claim", "CUS-1");
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = withLock(
        key,
        10 * MINUTE,
        async () => {
          entered();
          await held;
          return "claimed";
        },
        store,
      );
      await inside;
      let ran = 0;
      const others = await Promise.all(Array.from({ length: 5 }, () => withLock(key, 10 * MINUTE, async () => (ran += 1), store)));
      expect(others).toEqual(Array(5).fill({ kind: "busy" }));
      expect(ran).toBe(0);
      // Another person's lock is another key.
      expect(await withLock(lockKey("claim", "CUS-2"), 10 * MINUTE, async () => "other", store)).toEqual({ kind: "done", value: "other" });

      release();
      expect(await first).toEqual({ kind: "done", value: "claimed" });
      expect(await withLock(key, 10 * MINUTE, async () => "again", store)).toEqual({ kind: "done", value: "again" });
    });

    it("withLock lets go when the work throws, and the throw is the caller's", async () => {
      const key = lockKey("release", "CUS-1");
      await expect(withLock(key, 10 * MINUTE, () => Promise.reject(new Error("upstream down")), store)).rejects.toThrow("upstream down");
      expect(await withLock(key, 10 * MINUTE, async () => 1, store)).toEqual({ kind: "done", value: 1 });
    });

    it("withLock: a holder whose time ran out does not let go of the next holder's lock", async () => {
      const key = lockKey("visit", "lead-1");
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = withLock(key, 50, () => held, store);
      // Wait for the event (the first lock's time passing), polling; no timing is asserted.
      await expect.poll(() => store.read(key), { timeout: 5000, interval: 20 }).toBeNull();
      let releaseSecond!: () => void;
      const second = withLock(key, 10 * MINUTE, () => new Promise<void>((resolve) => (releaseSecond = resolve)), store);
      await expect.poll(() => store.read(key), { timeout: 5000, interval: 20 }).not.toBeNull();
      release();
      await first;
      expect(await withLock(key, 10 * MINUTE, async () => "third", store)).toEqual({ kind: "busy" });
      releaseSecond();
      await second;
    });

    it("starts a new window once the old one has passed", async () => {
      const brief = { key: "t:brief", max: 1, windowMs: 50 };
      await store.consume([brief]);
      // Wait for the event (the window passing), polling; no timing is asserted.
      await expect.poll(async () => (await store.consume([brief])).allowed, { timeout: 5000, interval: 20 }).toBe(true);
    });
  });
}

storeContract("MemoryStore", () => new MemoryStore());

let redis: RedisServer;
let redisStore: RedisStore;
beforeAll(async () => {
  redis = await startRedisServer();
  redisStore = new RedisStore(redis.url);
});
afterAll(async () => {
  await redisStore?.close();
  await redis?.stop();
});
storeContract("RedisStore (a real redis-server)", () => redisStore);

describe("RedisStore", () => {
  it("counts once across two clients (two instances of the site)", async () => {
    const other = new RedisStore(redis.url);
    try {
      const counter = { key: "t:shared", max: 5, windowMs: MINUTE };
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push((await (i % 2 === 0 ? redisStore : other).consume([counter])).allowed);
      expect(answers).toEqual([true, true, true, true, true, false]);
    } finally {
      await other.close();
    }
  });

  it("sees a mark made through another client (a sign-out on another instance)", async () => {
    const other = new RedisStore(redis.url);
    try {
      await other.mark("t:revoked:shared", 10 * MINUTE);
      expect(await redisStore.isMarked("t:revoked:shared")).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("fails fast, not forever, when Redis cannot be reached", async () => {
    const unreachable = new RedisStore("redis://127.0.0.1:1");
    await expect(unreachable.consume([{ key: "t:x", max: 1, windowMs: MINUTE }])).rejects.toThrow();
    await expect(unreachable.isMarked("t:x")).rejects.toThrow();
    await expect(unreachable.read("t:x")).rejects.toThrow();
    await unreachable.close();
  });

  it("runs the work unlocked when Redis cannot be reached (fail open): an outage does not stop a write", async () => {
    const unreachable = new RedisStore("redis://127.0.0.1:1");
    try {
      expect(await withLock(lockKey("claim", "CUS-1"), MINUTE, async () => "written", unreachable)).toEqual({
        kind: "done",
        value: "written",
      });
    } finally {
      await unreachable.close();
    }
  });

  it("holds one lock across two clients (two instances of the site)", async () => {
    const other = new RedisStore(redis.url);
    try {
      const key = lockKey("claim", "CUS-shared");
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = withLock(key, MINUTE, async () => (entered(), await held), redisStore);
      await inside;
      expect(await withLock(key, MINUTE, async () => "second", other)).toEqual({ kind: "busy" });
      release();
      await first;
      expect(await withLock(key, MINUTE, async () => "second", other)).toEqual({ kind: "done", value: "second" });
    } finally {
      await other.close();
    }
  });
});

describe("MemoryStore bounds", () => {
  it("never holds more than maxKeys, however many keys arrive", async () => {
    const store = new MemoryStore(1000);
    for (let i = 0; i < 10_000; i += 1) await store.consume([{ key: `flood:${i}`, max: 5, windowMs: 10 * MINUTE }]);
    expect(store.size).toBeLessThanOrEqual(1000);
  });

  it("keeps marks and texts apart from counters: a flood of one kind sweeps none of the others away, and each is bounded", async () => {
    const store = new MemoryStore(100);
    await store.mark("revoked:kept", 10 * MINUTE);
    for (let i = 0; i < 1000; i += 1) await store.consume([{ key: `flood:${i}`, max: 5, windowMs: 10 * MINUTE }]);
    expect(await store.isMarked("revoked:kept")).toBe(true);
    for (let i = 0; i < 1000; i += 1) await store.mark(`revoked:${i}`, 10 * MINUTE);
    expect(store.size).toBeLessThanOrEqual(200);
    await store.put("event-id:kept", "evt-kept", 10 * MINUTE);
    for (let i = 0; i < 1000; i += 1) await store.mark(`revoked:more:${i}`, 10 * MINUTE);
    expect(await store.read("event-id:kept")).toBe("evt-kept");
    for (let i = 0; i < 1000; i += 1) await store.put(`event-id:${i}`, "evt", 10 * MINUTE);
    expect(store.size).toBeLessThanOrEqual(300);
  });

  it("sweeps expired counters before it evicts live ones", async () => {
    let now = 0;
    const store = new MemoryStore(10, () => now);
    await store.consume([{ key: "live", max: 1, windowMs: 10 * MINUTE }]);
    for (let i = 0; i < 9; i += 1) await store.consume([{ key: `old:${i}`, max: 1, windowMs: 1000 }]);
    now = 2000;
    await store.consume([{ key: "new", max: 1, windowMs: 1000 }]);
    // "live" survived: its limit still holds.
    expect((await store.consume([{ key: "live", max: 1, windowMs: 10 * MINUTE }])).allowed).toBe(false);
  });
});
