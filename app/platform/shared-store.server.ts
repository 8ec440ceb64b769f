/**
 * What every instance of the site must agree on (requirements §A6, §A11): the abuse counters of
 * app/platform/rate-limit.server.ts, the revoked cardholder sessions of app/cards/auth.server.ts,
 * the visitors' event ids of app/site/event-id.server.ts and the locks that let a person's write
 * happen once (`withLock`). With REDIS_URL set they live in Redis, so any number of instances
 * share one budget, one sign-out and one lock; unset, a bounded in-memory store with the same
 * interface keeps `npm start` one command (one instance only).
 *
 * Keys are the caller's business, but callers hash what a client chose (rate-limit.server.ts) or
 * use ids of their own (a session id), so a key is short whatever was sent; the in-memory store
 * also never holds more than `maxKeys` counters, `maxKeys` marks and `maxKeys` texts.
 */
import { createHash, randomUUID } from "node:crypto";
import { createClient } from "@redis/client";
import { env } from "~/platform/env.server";
import { errorText, log } from "~/platform/log.server";

/** One fixed-window counter: at most `max` counts in `windowMs` from its first count. */
export type Counter = { key: string; max: number; windowMs: number };

export type Consumed =
  | { allowed: true }
  /** `index` names the full counter that frees up last; `retryAfterMs` is when it does. */
  | { allowed: false; index: number; retryAfterMs: number };

export interface SharedStore {
  /**
   * All or nothing: when every counter is below its max, each counts one more and the answer is
   * allowed; otherwise nothing counts. A counter with max 0 or window 0 never refuses.
   */
  consume(counters: Counter[]): Promise<Consumed>;
  /** Forgets keys, counters and texts (a new code was sent: its wrong attempts start again). */
  reset(keys: string[]): Promise<void>;
  /** Remembers a key for `ttlMs` (a revoked session); marking it again starts its time again. */
  mark(key: string, ttlMs: number): Promise<void>;
  /** Whether a key was marked and its time has not run out. */
  isMarked(key: string): Promise<boolean>;
  /**
   * Keeps a short text under a key for `ttlMs` (a visitor's event id). With `ifAbsent`, only when
   * the key holds no text (a claim: of several instances asking at once, one wins). True when kept.
   */
  put(key: string, value: string, ttlMs: number, options?: { ifAbsent?: boolean }): Promise<boolean>;
  /** The text kept under a key, or null when there is none or its time has run out. */
  read(key: string): Promise<string | null>;
  /**
   * Forgets the text under a key only while it is `value` (a lock let go by its holder: once
   * its time ran out and another took it, the other's stays). True when forgotten.
   */
  forget(key: string, value: string): Promise<boolean>;
  /** Empties the store (tests). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

const active = (c: Counter) => c.max > 0 && c.windowMs > 0;

// ---------------------------------------------------------------------------------------

type Entry = { count: number; expiresAt: number; text?: string };

/**
 * The default in-memory store: bounded in the number of keys, swept as it fills. Marks and texts
 * have maps of their own, so that a flood of counters never sweeps a revocation or an event id away.
 */
export class MemoryStore implements SharedStore {
  private readonly counters = new Map<string, Entry>();
  private readonly marks = new Map<string, Entry>();
  private readonly texts = new Map<string, Entry>();

  constructor(
    readonly maxKeys = 50_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.counters.size + this.marks.size + this.texts.size;
  }

  async consume(counters: Counter[]): Promise<Consumed> {
    const now = this.now();
    let refusal: Consumed = { allowed: true };
    counters.forEach((counter, index) => {
      if (!active(counter)) return;
      const current = this.live(counter.key, now);
      if (current && current.count >= counter.max) {
        const retryAfterMs = current.expiresAt - now;
        if (refusal.allowed || retryAfterMs > refusal.retryAfterMs) refusal = { allowed: false, index, retryAfterMs };
      }
    });
    if (!refusal.allowed) return refusal;
    for (const counter of counters) {
      if (!active(counter)) continue;
      const current = this.live(counter.key, now);
      if (current) current.count += 1;
      else this.insert(counter.key, { count: 1, expiresAt: now + counter.windowMs }, now);
    }
    return refusal;
  }

  async reset(keys: string[]): Promise<void> {
    for (const key of keys) {
      this.counters.delete(key);
      this.texts.delete(key);
    }
  }

  async mark(key: string, ttlMs: number): Promise<void> {
    const now = this.now();
    // Deleted first so that the map's order stays the order of expiry (oldest first).
    this.marks.delete(key);
    if (ttlMs > 0) this.insert(key, { count: 1, expiresAt: now + ttlMs }, now, this.marks);
  }

  async isMarked(key: string): Promise<boolean> {
    return this.live(key, this.now(), this.marks) !== undefined;
  }

  async put(key: string, value: string, ttlMs: number, options: { ifAbsent?: boolean } = {}): Promise<boolean> {
    const now = this.now();
    if (options.ifAbsent && this.live(key, now, this.texts)) return false;
    // Deleted first so that the map's order stays the order of expiry (oldest first).
    this.texts.delete(key);
    if (ttlMs > 0) this.insert(key, { count: 1, expiresAt: now + ttlMs, text: value }, now, this.texts);
    return ttlMs > 0;
  }

  async read(key: string): Promise<string | null> {
    return this.live(key, this.now(), this.texts)?.text ?? null;
  }

  async forget(key: string, value: string): Promise<boolean> {
    if (this.live(key, this.now(), this.texts)?.text !== value) return false;
    return this.texts.delete(key);
  }

  async clear(): Promise<void> {
    this.counters.clear();
    this.marks.clear();
    this.texts.clear();
  }

  async close(): Promise<void> {}

  private live(key: string, now: number, map = this.counters) {
    const entry = map.get(key);
    if (entry && entry.expiresAt <= now) {
      map.delete(key);
      return undefined;
    }
    return entry;
  }

  private insert(key: string, entry: Entry, now: number, map = this.counters) {
    if (map.size >= this.maxKeys) this.makeRoom(now, map);
    map.set(key, entry);
  }

  /**
   * Drops expired counters; if that frees too little, the oldest ones (Map order is insertion
   * order) until a tenth of the room is free, so that a flood of new keys sweeps once per
   * maxKeys/10 inserts rather than on every one.
   */
  private makeRoom(now: number, map: Map<string, Entry>) {
    const target = Math.floor(this.maxKeys * 0.9);
    for (const [key, entry] of map) if (entry.expiresAt <= now) map.delete(key);
    if (map.size <= target) return;
    let evicted = 0;
    for (const key of map.keys()) {
      if (map.size <= target) break;
      map.delete(key);
      evicted += 1;
    }
    log.warn("shared_store.evicted", {
      evicted,
      maxKeys: this.maxKeys,
      kind: map === this.marks ? "marks" : map === this.texts ? "texts" : "counters",
    });
  }
}

// ---------------------------------------------------------------------------------------

/**
 * All or nothing in one round trip: KEYS are the counters, ARGV their max and window in pairs.
 * Answers {0, 0} when counted, else {1-based index of the counter that frees up last, its PTTL}.
 */
const CONSUME_SCRIPT = `
local refused, wait = 0, 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[2 * i - 1])
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= max then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[2 * i]) end
    if refused == 0 or ttl > wait then refused, wait = i, ttl end
  end
end
if refused > 0 then return {refused, wait} end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
end
return {0, 0}
`;

/** Deletes KEYS[1] only while it holds ARGV[1]: the check and the delete in one step. */
const FORGET_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** How long one Redis command may take before the caller gives up on it. */
const REDIS_COMMAND_TIMEOUT_MS = 250;

export class RedisStore implements SharedStore {
  private readonly client;
  private firstConnection: Promise<unknown> | undefined;

  constructor(url: string) {
    this.client = createClient({
      url,
      // No queue while disconnected: a command fails at once and the caller fails open.
      disableOfflineQueue: true,
      commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
      socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
    });
    // Without a listener an unreachable Redis would crash the process; the callers log failures.
    this.client.on("error", () => {});
  }

  /**
   * Connects on first use. Requests in the first moments wait for the connection (at most
   * 2 x REDIS_COMMAND_TIMEOUT_MS, together); after that, while Redis is unreachable, a command
   * fails at once (the client reconnects in the background).
   */
  private async ready(): Promise<void> {
    if (this.client.isReady) return;
    this.firstConnection ??= Promise.race([
      this.client.connect().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, REDIS_COMMAND_TIMEOUT_MS * 2).unref()),
    ]);
    await this.firstConnection;
    if (!this.client.isReady) throw new Error("Redis is not reachable");
  }

  async consume(counters: Counter[]): Promise<Consumed> {
    const live = counters.map((counter, index) => ({ counter, index })).filter(({ counter }) => active(counter));
    if (live.length === 0) return { allowed: true };
    await this.ready();
    const reply = (await this.client.sendCommand([
      "EVAL",
      CONSUME_SCRIPT,
      String(live.length),
      ...live.map(({ counter }) => counter.key),
      ...live.flatMap(({ counter }) => [String(counter.max), String(Math.ceil(counter.windowMs))]),
    ])) as [number, number];
    const [refused, wait] = reply.map(Number) as [number, number];
    return refused === 0 ? { allowed: true } : { allowed: false, index: live[refused - 1]!.index, retryAfterMs: wait };
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.ready();
    await this.client.sendCommand(["DEL", ...keys]);
  }

  async mark(key: string, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    await this.ready();
    await this.client.sendCommand(["SET", key, "1", "PX", String(Math.ceil(ttlMs))]);
  }

  async isMarked(key: string): Promise<boolean> {
    await this.ready();
    return Number(await this.client.sendCommand(["EXISTS", key])) === 1;
  }

  async put(key: string, value: string, ttlMs: number, options: { ifAbsent?: boolean } = {}): Promise<boolean> {
    if (ttlMs <= 0) return false;
    await this.ready();
    const reply = await this.client.sendCommand(["SET", key, value, "PX", String(Math.ceil(ttlMs)), ...(options.ifAbsent ? ["NX"] : [])]);
    return reply !== null;
  }

  async read(key: string): Promise<string | null> {
    await this.ready();
    const reply = await this.client.sendCommand(["GET", key]);
    return typeof reply === "string" ? reply : null;
  }

  async forget(key: string, value: string): Promise<boolean> {
    await this.ready();
    return Number(await this.client.sendCommand(["EVAL", FORGET_SCRIPT, "1", key, value])) === 1;
  }

  async clear(): Promise<void> {
    await this.ready();
    await this.client.sendCommand(["FLUSHDB"]);
  }

  async close(): Promise<void> {
    if (!this.client.isOpen) return;
    // A client that is reconnecting to a Redis that is gone cannot close politely.
    if (this.client.isReady) await this.client.close();
    else this.client.destroy();
  }
}

// ---------------------------------------------------------------------------------------

/** A key in `space` for `subject`: a hash, so that its size never depends on what a client sent. */
export function hashedKey(space: string, subject: string): string {
  return `gl:${space}:${createHash("sha256").update(subject).digest("base64url").slice(0, 22)}`;
}

/** The key of a lock on what `person` (a cardholder's customer id, a lead id) does of one kind. */
export function lockKey(kind: string, person: string): string {
  return hashedKey(`lock:${kind}`, person);
}

/** What `withLock` answers: the work's own answer, or busy when another holds the lock (the work did not run). */
export type Locked<T> = { kind: "done"; value: T } | { kind: "busy" };

/** When each kind of outage line was last written (storeOutage). */
const lastOutageLine = new Map<string, number>();

/**
 * Logs that the store failed and the caller goes on without it (fail open): one line per
 * `event` per ten seconds while the store is down, not one per request.
 */
export function storeOutage(event: string, error: unknown, facts: Record<string, unknown> = {}): void {
  const now = Date.now();
  if (now - (lastOutageLine.get(event) ?? 0) < 10_000) return;
  lastOutageLine.set(event, now);
  log.error(event, { ...facts, error: errorText(error), failOpen: true });
}

/**
 * Runs `work` while holding the lock `key` (SET NX PX with a token of this call's own), so that of
 * a person's parallel submits one writes and the others are answered busy without running. The
 * lock lasts until `work` ends, or `ttlMs` at most (a process that died holding it frees it then):
 * `ttlMs` must outlast the work. Letting go removes only this call's token, never the lock of a
 * later holder. When the store fails, the work runs unlocked and an error is logged (fail open, as
 * the abuse limits do): an outage must not stop a write; the upstream's own checks still apply.
 */
export async function withLock<T>(key: string, ttlMs: number, work: () => Promise<T>, store = sharedStore()): Promise<Locked<T>> {
  const token = randomUUID();
  let held = false;
  try {
    held = await store.put(key, token, ttlMs, { ifAbsent: true });
    if (!held) return { kind: "busy" };
  } catch (error) {
    storeOutage("shared_store.lock_unavailable", error, { during: "take" });
  }
  try {
    return { kind: "done", value: await work() };
  } finally {
    if (held)
      await store.forget(key, token).catch((error: unknown) => storeOutage("shared_store.lock_unavailable", error, { during: "let-go" }));
  }
}

// ---------------------------------------------------------------------------------------

let store: SharedStore | undefined;

/** This process's store: Redis when REDIS_URL is set, else in memory. */
export function sharedStore(): SharedStore {
  store ??= env().REDIS_URL ? new RedisStore(env().REDIS_URL!) : new MemoryStore();
  return store;
}

/** Closes the store's connection (server shutdown, end of a test file). */
export async function closeSharedStore(): Promise<void> {
  const closing = store;
  store = undefined;
  await closing?.close();
}
