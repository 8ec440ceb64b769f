import { afterAll, beforeAll, beforeEach } from "vitest";
import { closeSharedStore, sharedStore } from "~/platform/shared-store.server";

/**
 * A unit test's shared store: the in-memory one (no REDIS_URL), emptied before each test, with
 * upstream calls going nowhere and the logs quiet. The Redis store keeps the same contract
 * (shared-store.server.test.ts).
 */
export function withInMemoryStore(): void {
  beforeAll(() => {
    process.env.UPSTREAM_BASE_URL = "http://127.0.0.1:9";
    process.env.LOG_LEVEL = "silent";
    delete process.env.REDIS_URL;
  });
  beforeEach(() => sharedStore().clear());
  afterAll(() => closeSharedStore());
}
