/**
 * The layers of the code (docs/architecture.md), checked by `npm run deps` (part of `npm test`).
 * Each rule names an import that would run back up a layer. A new folder under app/ needs a line
 * in docs/architecture.md and, if it is a layer, rules here.
 */
const DOMAIN = "^app/(journey|cards|content)/";
/** Tests may reach across layers (a test compares the app's rule with the simulator's data); code may not. */
const TEST = "(^tests/|\\.test\\.tsx?$|\\.spec\\.ts$)";

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "A module must not import itself through others: a cycle hides which layer a module is in.",
      from: {},
      to: { circular: true },
    },
    {
      name: "platform-imports-no-app",
      severity: "error",
      comment:
        "app/platform (env, log, cache, telemetry, limits, request, session storage) is the bottom layer: it imports nothing else from app/.",
      from: { path: "^app/platform/", pathNot: TEST },
      to: { path: "^app/", pathNot: "^app/platform/" },
    },
    {
      name: "i18n-imports-only-platform",
      severity: "error",
      comment: "app/i18n (languages, the catalogue, the translator) sits on app/platform only: every layer above may translate.",
      from: { path: "^app/i18n/", pathNot: TEST },
      to: { path: "^app/", pathNot: "^app/(platform|i18n)/" },
    },
    {
      name: "upstream-imports-only-platform",
      severity: "error",
      comment: "app/upstream (clients and zod contracts of the upstream services) sits on app/platform only.",
      from: { path: "^app/upstream/", pathNot: TEST },
      to: { path: "^app/", pathNot: "^app/(platform|upstream)/" },
    },
    {
      name: "site-imports-only-lower-layers",
      severity: "error",
      comment: "app/site (events, error popup, flags, analytics, webview, stylesheet) sits on app/upstream and app/platform.",
      from: { path: "^app/site/", pathNot: TEST },
      to: { path: "^app/", pathNot: "^app/(platform|upstream|site|styles|i18n)/" },
    },
    {
      name: "journey-imports-no-other-domain",
      severity: "error",
      comment: "The journey is the base domain: cards and content may use its rules (phone, money, schemes), never the other way.",
      from: { path: "^app/journey/", pathNot: TEST },
      to: { path: "^app/(cards|content|components|routes)/" },
    },
    {
      name: "cards-and-content-stay-apart",
      severity: "error",
      comment: "Cardholder servicing and public content do not import each other.",
      from: { path: "^app/(cards|content)/", pathNot: TEST },
      to: { path: "^app/(cards|content)/", pathNot: "^app/$1/" },
    },
    {
      name: "domain-imports-no-ui",
      severity: "error",
      comment: "Use-cases and rules (journey, cards, content) never import components or routes.",
      from: { path: DOMAIN, pathNot: TEST },
      to: { path: "^app/(components|routes)/" },
    },
    {
      name: "components-import-no-routes",
      severity: "error",
      comment: "Components are used by routes, not the other way.",
      from: { path: "^app/components/", pathNot: TEST },
      to: { path: "^app/(routes|root\\.tsx|entry\\.)" },
    },
    {
      name: "routes-call-use-cases-not-clients",
      severity: "error",
      comment:
        "A route calls a use-case (journey, cards, content); only use-cases call the upstream clients (*.server.ts). Contracts and pure call rules are fine.",
      from: { path: "^app/(routes/|root\\.tsx|entry\\.)", pathNot: TEST },
      to: { path: "^app/upstream/.+\\.server\\.ts$" },
    },
    {
      name: "components-import-no-server-code",
      severity: "error",
      comment: "Components run in the browser too: they may name a server module's types, never import its code.",
      from: { path: "^app/components/", pathNot: TEST },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "nothing-imports-routes",
      severity: "error",
      comment: "Routes are the top: Remix loads them; no module imports one.",
      from: { path: "^app/", pathNot: ["^app/routes/", TEST] },
      to: { path: "^app/routes/" },
    },
    {
      name: "server-uses-platform-only",
      severity: "error",
      comment: "The Node server (server/*.ts) wraps the Remix build with platform pieces only.",
      from: { path: "^server/[^/]+$", pathNot: TEST },
      to: { path: "^app/", pathNot: "^app/platform/" },
    },
    {
      name: "simulator-knows-only-contracts",
      severity: "error",
      comment:
        "The upstream simulator owns its seed and speaks the upstream contracts (app/upstream/schemas) only, so a test comparing the app with it compares two sources.",
      from: { path: "^server/upstream-sim/", pathNot: TEST },
      to: { path: "^app/", pathNot: "^app/upstream/schemas/" },
    },
    {
      name: "outbound-http-in-one-place",
      severity: "error",
      comment:
        "Every call to another service is bounded (deadline covering the body, body cap: decision 031): ky only in the upstream client, the Flagsmith and PostHog SDKs only where they get boundedFetch.",
      from: {
        path: "^(app|server)/",
        pathNot: ["^app/upstream/http\\.server\\.ts$", "^app/site/(flags|analytics)\\.server\\.ts$", "^server/upstream-sim/", TEST],
      },
      to: { path: "node_modules/(ky|flagsmith-nodejs|posthog-node)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-test-imports-from-code",
      severity: "error",
      comment: "Code never imports a test or a test helper.",
      from: { pathNot: TEST },
      to: { path: TEST },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|public/build|bench/bare/build|node_modules)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
