/**
 * The page's "otherData" switches (requirements §3): their defaults and how feature flags set them. Pure.
 */

/**
 * Requirements §3 "otherData" switches. Feature flags of the same names set them
 * (`otherDataFromFlags`, loaded by app/site/flags.server.ts); these are the defaults, used
 * whenever the flags cannot be read (requirements §8).
 */
export type OtherData = {
  /** Read by no page yet (the spec names it without saying what it switches). */
  webflowActive: boolean;
  /** The exit-intent popup on /lp/basic-details. */
  showExitIntentonPage: boolean;
  /** Requirements §2: the alert-seek prompt is rendered only while this is true. */
  alertSeekActive: boolean;
  /** Milliseconds before the alert-seek prompt appears. */
  alertTimeout: number;
  /** Milliseconds before a dismissed alert-seek prompt may appear again. */
  alertDissmissedTimeout: number;
};

export const DEFAULT_OTHER_DATA: OtherData = {
  webflowActive: false,
  showExitIntentonPage: true,
  alertSeekActive: true,
  alertTimeout: 8_000,
  alertDissmissedTimeout: 60_000,
};

/** One flag as the flag service answers it: on or off, and an optional value (remote config). */
export type FlagState = { enabled: boolean; value?: string | number | boolean | null };

/** The flags that set otherData: each is named after its otherData key. */
export const OTHER_DATA_FLAGS = [
  "webflowActive",
  "showExitIntentonPage",
  "alertSeekActive",
  "alertTimeout",
  "alertDissmissedTimeout",
] as const satisfies readonly (keyof OtherData)[];

/** Upper bounds of the two delays: a typo in the flag service must not hide the prompt for days. */
export const MAX_ALERT_TIMEOUT_MS = 10 * 60_000;
export const MAX_ALERT_DISMISSED_TIMEOUT_MS = 24 * 60 * 60_000;

/**
 * otherData from feature flags. A switch (webflowActive, showExitIntentonPage,
 * alertSeekActive) is the flag's enabled state. A delay (alertTimeout,
 * alertDissmissedTimeout) is the flag's value in milliseconds, a whole number or the text of
 * one, used while the flag is enabled and within bounds. A flag that is missing, disabled
 * (delays) or has an unusable value gives the default.
 */
export function otherDataFromFlags(
  flags: Readonly<Record<string, FlagState | undefined>>,
  defaults: OtherData = DEFAULT_OTHER_DATA,
): OtherData {
  const flag = (name: (typeof OTHER_DATA_FLAGS)[number]): FlagState | undefined => (Object.hasOwn(flags, name) ? flags[name] : undefined);
  const onOff = (name: "webflowActive" | "showExitIntentonPage" | "alertSeekActive") => {
    const state = flag(name);
    return typeof state?.enabled === "boolean" ? state.enabled : defaults[name];
  };
  const delay = (name: "alertTimeout" | "alertDissmissedTimeout", max: number) => {
    const state = flag(name);
    if (!state?.enabled) return defaults[name];
    const ms = milliseconds(state.value);
    return ms !== null && ms <= max ? ms : defaults[name];
  };
  return {
    webflowActive: onOff("webflowActive"),
    showExitIntentonPage: onOff("showExitIntentonPage"),
    alertSeekActive: onOff("alertSeekActive"),
    alertTimeout: delay("alertTimeout", MAX_ALERT_TIMEOUT_MS),
    alertDissmissedTimeout: delay("alertDissmissedTimeout", MAX_ALERT_DISMISSED_TIMEOUT_MS),
  };
}

function milliseconds(value: FlagState["value"]): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) return Number(value.trim());
  return null;
}
