import { afterAll, vi } from "vitest";

// Integration files share a worker's loaded packages (isolate: false, vitest.config.ts) but not
// the app: each file starts with a fresh module graph of its own (the app's cached configuration,
// its clients, its shared store), and leaves process.env as it found it.
vi.resetModules();
const env = { ...process.env };
afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
});
