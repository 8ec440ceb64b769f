/**
 * The layer rules of .dependency-cruiser.cjs (docs/architecture.md) catch what they are for.
 * `npm run deps` checks the real tree in `npm test`; these tests check the rules themselves, on
 * small trees written for the test: an import that runs back up a layer, or a cycle, is refused;
 * an import down the layers passes.
 */
import { execFile } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const CONFIG = resolve(".dependency-cruiser.cjs");
const CLI = resolve("node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

let tree: string | undefined;

afterEach(async () => {
  if (tree) await rm(tree, { recursive: true, force: true });
  tree = undefined;
});

/** Writes the files (path -> source) into a fresh directory and cruises it with the project's rules; answers the rule names broken. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  tree = await mkdtemp(join(tmpdir(), "layers-"));
  await writeFile(join(tree, "tsconfig.json"), JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "~/*": ["./app/*"] } } }));
  for (const [path, source] of Object.entries(files)) {
    await mkdir(dirname(join(tree, path)), { recursive: true });
    await writeFile(join(tree, path), source);
  }
  const roots = [...new Set(Object.keys(files).map((path) => path.split("/")[0]!))];
  const { stdout } = await run(process.execPath, [CLI, "--config", CONFIG, "--output-type", "json", "--no-progress", ...roots], {
    cwd: tree,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const result = JSON.parse(stdout) as { summary: { violations: { rule: { name: string } }[] } };
  return result.summary.violations.map((violation) => violation.rule.name).sort();
}

describe("the layer rules", () => {
  it("refuse platform importing a layer above it", async () => {
    expect(
      await brokenRules({
        "app/platform/log.server.ts": 'import { LEAD_SOURCE } from "~/journey/lead";\nexport const log = LEAD_SOURCE;\n',
        "app/journey/lead.ts": "export const LEAD_SOURCE = 1;\n",
      }),
    ).toEqual(["platform-imports-no-app"]);
  });

  it("refuse upstream importing the site layer, and the site importing the journey", async () => {
    expect(
      await brokenRules({
        "app/upstream/card.server.ts": 'import { flashPopup } from "~/site/error-popup.server";\nexport const card = flashPopup;\n',
        "app/site/error-popup.server.ts": 'import { lead } from "~/journey/lead.server";\nexport const flashPopup = lead;\n',
        "app/journey/lead.server.ts": "export const lead = 1;\n",
      }),
    ).toEqual(["site-imports-only-lower-layers", "upstream-imports-only-platform"]);
  });

  it("refuse the simulator importing anything of the app but the upstream contracts", async () => {
    expect(
      await brokenRules({
        "server/upstream-sim/seed/cities.ts":
          'import { cityLimits } from "~/journey/city-limits";\nimport type { City } from "~/upstream/schemas/cities";\nexport const c: City | number = cityLimits;\n',
        "app/journey/city-limits.ts": "export const cityLimits = 1;\n",
        "app/upstream/schemas/cities.ts": "export type City = { id: number };\n",
      }),
    ).toEqual(["simulator-knows-only-contracts"]);
  });

  it("refuse a cycle, even between modules of one layer", async () => {
    expect(
      await brokenRules({
        "app/journey/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
        "app/journey/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      }),
    ).toEqual(["no-cycles"]);
  });

  it("let imports run down the layers", async () => {
    expect(
      await brokenRules({
        "app/routes/lp.pincode.tsx": 'import { step } from "~/journey/step.server";\nexport const loader = step;\n',
        "app/journey/step.server.ts": 'import { emit } from "~/site/events.server";\nexport const step = emit;\n',
        "app/site/events.server.ts": 'import { send } from "~/upstream/events.server";\nexport const emit = send;\n',
        "app/upstream/events.server.ts": 'import { env } from "~/platform/env.server";\nexport const send = env;\n',
        "app/platform/env.server.ts": "export const env = 1;\n",
      }),
    ).toEqual([]);
  });
});
