// Lint for the whole repository (npm run lint, part of npm test): TypeScript's recommended rules,
// React's rules of hooks and jsx-a11y's recommended accessibility checks.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "bench/bare/build/**", "bench/bare/public/build/**", "node_modules/**", "playwright-report/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React code lives in app/ only (tests' useSimulatedApp and such are not hooks).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["**/*.js"],
    // Node scripts (bench, build).
    languageOptions: {
      globals: Object.fromEntries(
        ["process", "console", "URL", "URLSearchParams", "AbortSignal", "performance", "setTimeout", "clearTimeout", "fetch"].map((name) => [name, "readonly"]),
      ),
    },
  },
  {
    // Tests read untyped JSON answers, and Playwright fixtures take an empty first argument by design.
    files: ["tests/**", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "no-empty-pattern": "off" },
  },
  { files: ["**/*.d.ts"], rules: { "@typescript-eslint/triple-slash-reference": "off" } },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } } },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Ownership by type (docs/decisions/031): an OwnedLeadId comes only from the ownership check
      // in app/journey/lead.server.ts, so no cast, assertion or type guard may make one elsewhere.
      "no-restricted-syntax": [
        "error",
        ...["TSAsExpression", "TSTypeAssertion", "TSTypePredicate"].map((node) => ({
          selector: `${node} TSTypeReference[typeName.name=/Owned|^VerifiedLead$/]`,
          message: "Only the ownership check (ownedLeadId in app/journey/lead.server.ts) makes an owned lead id: take it from there.",
        })),
      ],
    },
  },
);
