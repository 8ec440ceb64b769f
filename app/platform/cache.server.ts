/**
 * In-process cache for reference data (requirements §A4): stale-while-revalidate and
 * stale-if-error, so a slow or failing upstream does not slow or break a page once the
 * value has been read once. Each instance keeps its own copy; the app stays stateless.
 */
import { log } from "~/platform/log.server";

type Entry<T> = { value: T; storedAt: number; refreshing?: Promise<void> };

export type CachePolicy = {
  /** Served without a refresh while younger than this. */
  freshMs: number;
  /** Served (and refreshed in the background) while younger than this; also served when a refresh fails. */
  staleMs: number;
};

/**
 * The most values kept: a key may carry what a visitor typed (an amount), so the cache is bounded
 * whatever its callers ask; past this the value stored longest ago goes first.
 */
export const MAX_CACHE_ENTRIES = 2_000;

const entries = new Map<string, Entry<unknown>>();
const inflight = new Map<string, Promise<unknown>>();

export async function cached<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(key) as Entry<T> | undefined;
  const age = entry ? Date.now() - entry.storedAt : Infinity;
  if (entry && age < policy.freshMs) return entry.value;
  if (entry && age < policy.staleMs) {
    entry.refreshing ??= loadOnce(key, load)
      .then(() => undefined)
      .catch((error: unknown) => log.warn("cache.refresh_failed", { key, error: String(error) }))
      .finally(() => {
        entry.refreshing = undefined;
      });
    return entry.value;
  }
  try {
    return await loadOnce(key, load);
  } catch (error) {
    if (entry) {
      log.warn("cache.serving_stale_on_error", { key, ageMs: age });
      return entry.value;
    }
    throw error;
  }
}

/** Concurrent misses for one key share one upstream call. */
function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = load()
    .then((value) => {
      // Re-inserted, so the Map's order is the order of storing: the first key is the oldest.
      entries.delete(key);
      entries.set(key, { value, storedAt: Date.now() });
      if (entries.size > MAX_CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
      return value;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, promise);
  return promise;
}

/** For tests: resolves once every load under way (a miss, or a background refresh) has ended, whichever way. */
export async function cacheSettled(): Promise<void> {
  await Promise.allSettled([...inflight.values()]);
}

/** For tests. */
export function clearCache() {
  entries.clear();
  inflight.clear();
}
