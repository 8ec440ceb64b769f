/**
 * Writes happen at most once (docs/architecture.md, standing rules): a reward claim, a release request, a booking
 * and a change or cancel of the visit, and a limit increase's visit each run under a lock per person in the shared store
 * (`withLock`), so that of parallel submits (a double tap, a slow upstream, two tabs) one writes
 * and the others are told, in the page's language, that the first is still being done. The use-
 * case inside the lock reads the state again, so a submit after the first has finished sees what
 * it did (the reward claimed, the visit booked) instead of writing it again.
 */
import { msg } from "~/i18n/message";
import { log } from "~/platform/log.server";
import { hashedKey, lockKey, sharedStore, storeOutage, withLock } from "~/platform/shared-store.server";
import { refuse, type Outcome } from "~/site/form-action.server";

/** What a second submit hears while the first is still being done (409: the form again, as typed). */
export const STILL_WORKING = msg("We are still working on your earlier request. Please wait a moment, then check this page again.");

/**
 * How long a lock lasts at most: far longer than a write takes (a booking's dozen upstream calls,
 * each within UPSTREAM_TIMEOUT_MS), short enough that a process that died holding it does not keep
 * the person waiting long.
 */
export const WRITE_LOCK_MS = 60_000;

/** The writes, each with a lock of its own per person (a booking, its change and its cancel share one: they change one visit). */
export type WriteKind = "reward-claim" | "release-request" | "visit" | "limit-request";

/** Runs `write` for `person` (a customer id, a lead id) unless another of the person's `kind` is under way. */
export async function oneAtATime(kind: WriteKind, person: string, write: () => Promise<Outcome>): Promise<Outcome> {
  const locked = await withLock(lockKey(kind, person), WRITE_LOCK_MS, write);
  if (locked.kind === "done") return locked.value;
  log.info("write.busy", { kind });
  return refuse({ form: STILL_WORKING, status: 409 });
}

/**
 * A write remembered for `ttlMs` under `subject` (what makes two of them the same), so that the
 * same form sent again is answered with the first one's result. The store failing forgets
 * nothing and recalls nothing (logged): the write then happens as it would without this.
 */
export const recentWrites = {
  async recall(space: string, subject: string): Promise<string | null> {
    try {
      return await sharedStore().read(hashedKey(`done:${space}`, subject));
    } catch (error) {
      storeOutage("write.recall_unavailable", error, { space });
      return null;
    }
  },
  async keep(space: string, subject: string, result: string, ttlMs: number): Promise<void> {
    try {
      await sharedStore().put(hashedKey(`done:${space}`, subject), result, ttlMs);
    } catch (error) {
      storeOutage("write.keep_unavailable", error, { space });
    }
  },
};
