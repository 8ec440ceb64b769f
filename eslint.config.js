// Lint for the whole repository (npm run lint, part of npm test): TypeScript's recommended rules,
// React's rules of hooks and jsx-a11y's recommended accessibility checks.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "bench/bare/build/**",
      "bench/bare/public/build/**",
      "node_modules/**",
      "playwright-report/**",
      "test-results/**",
      "screens/**",
    ],
  },
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
        ["process", "console", "URL", "URLSearchParams", "AbortSignal", "performance", "setTimeout", "clearTimeout", "fetch"].map(
          (name) => [name, "readonly"],
        ),
      ),
    },
  },
  {
    // Tests read untyped JSON answers, and Playwright fixtures take an empty first argument by design.
    files: ["tests/**", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "no-empty-pattern": "off" },
  },
  {
    // One form reader (app/site/form.server.ts, decision 031): an action or GET form that parsed
    // with conform itself would skip its guards (known names only, no bracket indices, capped values).
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/site/form.server.ts",
      "app/site/form-action.server.ts",
      "app/components/form-result.ts",
      "app/components/flash.ts",
      "app/components/use-is-pending.ts",
      "**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@conform-to/zod/v4",
              importNames: ["parseWithZod"],
              message: "Read forms with readForm/readQuery (app/site/form.server.ts).",
            },
            {
              // Every form through app/components/form.tsx: Remix's own writes the page's whole query into its action (decision 031).
              name: "@remix-run/react",
              importNames: ["Form"],
              message: "Use Form from app/components/form.tsx: it keeps a long query string out of the form's action.",
            },
            {
              // One way to read a form's state and its loading state (decision 032).
              name: "@remix-run/react",
              importNames: ["useActionData", "useNavigation"],
              message:
                "Read a form's reply with useFormResult/useFormNotice (app/components/form-result.ts) and its loading state with useIsPending.",
            },
          ],
          patterns: [
            {
              // A route answers a form with formAction (app/site/form-action.server.ts), never by reading it itself.
              group: ["~/site/form.server"],
              importNames: ["readForm", "readFields", "fieldsFrom"],
              message: "Answer a form with formAction (app/site/form-action.server.ts): it reads, parses, runs the use-case and answers.",
            },
          ],
        },
      ],
    },
  },
  {
    // The guards of decision 031 that a route could otherwise step around. One rule for them all
    // (ESLint keeps one value of a rule per file); the one module that may do each says so on its line.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='formData']",
          message:
            "Read forms with readForm/readFields (app/site/form.server.ts): it refuses names no form of ours sends and caps what a reply echoes.",
        },
        {
          selector: ":matches(TSAsExpression, TSTypeAssertion) TSTypeReference[typeName.name='AllowedCodeCheck']",
          message: "Only allowCodeCheck makes an AllowedCodeCheck: ask the limits (app/platform/rate-limit.server.ts) instead of casting.",
        },
        {
          selector: ":matches(TSAsExpression, TSTypeAssertion) TSTypeReference[typeName.name='AllowedWork']",
          message: "Only allowWork makes an AllowedWork: ask the limits (app/platform/rate-limit.server.ts) instead of casting.",
        },
        // Ownership by type: an OwnedLeadId comes only from the ownership check in
        // app/journey/lead.server.ts, so no cast, assertion or type guard may make one elsewhere.
        ...["TSAsExpression", "TSTypeAssertion", "TSTypePredicate"].map((node) => ({
          selector: `${node} TSTypeReference[typeName.name=/Owned|^VerifiedLead$/]`,
          message: "Only the ownership check (ownedLeadId in app/journey/lead.server.ts) makes an owned lead id: take it from there.",
        })),
        // One way to tell the visitor what happened (decision 055): the flash, set from an outcome, never a URL parameter.
        {
          selector: "CallExpression[callee.property.name='flash']",
          message:
            "Tell the next page through an outcome (moveTo's notice or popup, app/site/form-action.server.ts): one flash, app/site/flash.ts.",
        },
        {
          selector:
            "CallExpression[callee.property.name='get'][callee.object.property.name='searchParams'] > Literal[value=/^(notice|sent|expired|created|claimed|uploaded|booked|consent|done|success|result|message|msg|error|popup)$/]",
          message: "A notice never comes from the URL (a link could say anything): set it in the flash (decision 055).",
        },
        // A formatter made per call costs tens of microseconds a date: the city page's chart spent a fifth of its time there.
        {
          selector: ":function NewExpression[callee.object.name='Intl'][callee.property.name=/Format$/]",
          message: "Take a kept formatter from dateFormat/numberFormat (app/platform/intl.ts): making one per call is slow.",
        },
        // A field's name is the form's schema's (formFields, app/components/form-result.ts), so tsc checks it against what the action reads.
        {
          selector: "JSXOpeningElement[name.name=/^(Field|ChoiceField|Choice|OtpField)$/] > JSXAttribute[name.name='name'] > Literal",
          message:
            "Name a field by its form's fields (`field={fields.phone}` or `name={fields.phone.name}`, formFields in app/components/form-result.ts).",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>0]",
          message: "Format with dateFormat/numberFormat (app/platform/intl.ts): toLocale*String makes a new formatter on every call.",
        },
      ],
    },
  },
  {
    // Server code calls other services through app/upstream (callUpstream) or boundedFetch, which bound every call (decision 031).
    files: ["app/**/*.{ts,tsx}", "server/*.ts"],
    ignores: ["app/components/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        {
          name: "fetch",
          message: "Call another service through app/upstream (callUpstream) or boundedFetch: they bound its time and size (decision 031).",
        },
      ],
    },
  },
  { files: ["**/*.d.ts"], rules: { "@typescript-eslint/triple-slash-reference": "off" } },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } } },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
);
