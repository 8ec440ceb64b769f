/**
 * Abuse limits (requirements §A11, docs/decisions/010), counted in the shared store so that
 * every instance spends one budget. Every path that sends a code, checks a code or creates a
 * lead asks here first; a refusal sends nothing upstream.
 *
 * - Code sends, per recipient (a phone or e-mail; lead and cardholder codes together):
 *   OTP_SENDS_PER_PHONE (5) in ten minutes, and OTP_RESEND_COOLDOWN_SECONDS (30) between two
 *   codes for one purpose (CodePurpose), whatever button or route sends them.
 * - Code checks (allowCodeCheck), per target: a one-time code (a lead's OTP, a login in progress,
 *   a consent or limit code) 5 times, then the code is dead until a new one is sent; a code the
 *   visitor types to get something (a referral or voucher code) 5 per lead in half an hour.
 * - Per client address (an IPv6 address by its /64), generous for carrier NAT: 30 code sends,
 *   60 code checks for leads and 60 for cardholders, 30 lead creations, in ten minutes.
 *
 * Keys are hashes of what they count, so their size never depends on what a client sent. When
 * the store fails (Redis down), the request is allowed and an error is logged: a limit outage
 * must not take the site down.
 */
import { createHash } from "node:crypto";
import { addressLimitKey } from "~/platform/client-address";
import { env } from "~/platform/env.server";
import type { LimitReason } from "~/platform/limit-message";
import { hashedKey, sharedStore, storeOutage, type Counter } from "~/platform/shared-store.server";

const TEN_MINUTES = 10 * 60 * 1000;

/** A refusal carries which limit refused (the page words it: app/site/limit-problem.ts) and when to come back. */
export type LimitCheck = { allowed: true } | { allowed: false; reason: LimitReason; retryAfterSeconds: number };

type Rule = { name: string; reason: LimitReason; max: () => number; windowMs: () => number };

export const LIMITS = {
  sendCooldown: { name: "send-cooldown", reason: "cooldown", max: () => 1, windowMs: () => env().OTP_RESEND_COOLDOWN_SECONDS * 1000 },
  sendsPerRecipient: { name: "sends", reason: "recipient", max: () => env().OTP_SENDS_PER_PHONE, windowMs: () => TEN_MINUTES },
  attemptsPerCode: { name: "attempts", reason: "attempts", max: () => 5, windowMs: () => 30 * 60 * 1000 },
  guessesPerTarget: { name: "guesses", reason: "guesses", max: () => 5, windowMs: () => 30 * 60 * 1000 },
  sendsPerAddress: { name: "address-sends", reason: "address", max: () => 30, windowMs: () => TEN_MINUTES },
  leadChecksPerAddress: { name: "address-lead-checks", reason: "address", max: () => 60, windowMs: () => TEN_MINUTES },
  cardChecksPerAddress: { name: "address-card-checks", reason: "address", max: () => 60, windowMs: () => TEN_MINUTES },
  leadCreationsPerAddress: { name: "address-lead-creations", reason: "address", max: () => 30, windowMs: () => TEN_MINUTES },
  /** The browser's click reports (POST /lp/api/click): a person clicks far fewer times; past it, reports are dropped. */
  clickReportsPerAddress: { name: "address-clicks", reason: "address", max: () => 300, windowMs: () => TEN_MINUTES },
  // Costly work (allowWork; decision 042 says what each costs and why these numbers).
  leadLookupsPerAddress: { name: "address-lead-lookups", reason: "address", max: () => 30, windowMs: () => TEN_MINUTES },
  lookupsPerLead: { name: "lead-lookups", reason: "repeats", max: () => 10, windowMs: () => TEN_MINUTES },
  pdfsPerAddress: { name: "address-pdfs", reason: "address", max: () => 30, windowMs: () => TEN_MINUTES },
  pdfsPerPerson: { name: "pdfs", reason: "repeats", max: () => 10, windowMs: () => TEN_MINUTES },
  panChecksPerAddress: { name: "address-pan-checks", reason: "address", max: () => 20, windowMs: () => TEN_MINUTES },
  panChecksPerPerson: { name: "pan-checks", reason: "repeats", max: () => 3, windowMs: () => 30 * 60 * 1000 },
  clientLogsPerAddress: { name: "address-client-logs", reason: "address", max: () => 120, windowMs: () => TEN_MINUTES },
  uploadsPerAddress: { name: "address-uploads", reason: "address", max: () => 30, windowMs: () => TEN_MINUTES },
  uploadsPerPerson: { name: "uploads", reason: "repeats", max: () => 20, windowMs: () => TEN_MINUTES },
} satisfies Record<string, Rule>;

/** Who a code goes to: "9876543210", "+919876543210" and "91 98765 43210" are one person; e-mail ignores case. */
export function codeRecipient(value: string): string {
  const trimmed = value.trim().toLowerCase();
  const phone = /^(?:\+?91)?([6-9]\d{9})$/.exec(trimmed.replace(/[\s-]/g, ""));
  return phone ? phone[1]! : trimmed;
}

/**
 * A code's recipient as the limits count it, without the phone or e-mail itself: what a session
 * keeps of a lead whose phone it may not show yet (a resumed lead: app/journey/resume.server.ts),
 * so that its codes spend the same person's budget as the phone typed in full would.
 */
export type RecipientKey = { readonly recipientKey: string };

export function recipientKey(value: string): RecipientKey {
  return {
    recipientKey: createHash("sha256")
      .update(`recipient:${codeRecipient(value)}`)
      .digest("base64url")
      .slice(0, 22),
  };
}

function personOf(recipient: string | RecipientKey): string {
  return (typeof recipient === "string" ? recipientKey(recipient) : recipient).recipientKey;
}

function counter(rule: Rule, subject: string): Counter {
  const digest = createHash("sha256").update(subject).digest("base64url").slice(0, 22);
  return { key: `gl:limit:${rule.name}:${digest}`, max: rule.max(), windowMs: rule.windowMs() };
}

function storeFailed(error: unknown): void {
  storeOutage("rate_limit.store_unavailable", error);
}

async function check(...checks: [Rule, string][]): Promise<LimitCheck> {
  try {
    const result = await sharedStore().consume(checks.map(([rule, subject]) => counter(rule, subject)));
    if (result.allowed) return result;
    const [rule] = checks[result.index]!;
    const retryAfterSeconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    return { allowed: false, reason: rule.reason, retryAfterSeconds };
  } catch (error) {
    storeFailed(error);
    return { allowed: true };
  }
}

/**
 * What a code is for. The cool-down is per recipient and purpose: a lead's OTP and a card login
 * both prove the phone and share one; a cardholder's consent and limit-increase codes have their
 * own, so that one does not hold up the other. The ten-minute budget counts them all.
 */
export type CodePurpose = "phone" | "consent" | "limit-increase";

/** A code may be sent to `recipient` (a phone or e-mail as typed, see codeRecipient, or its key) at the request of `address`. */
export function allowCodeSend(recipient: string | RecipientKey, address: string, purpose: CodePurpose = "phone"): Promise<LimitCheck> {
  const person = personOf(recipient);
  return check(
    [LIMITS.sendCooldown, `${purpose}:${person}`],
    [LIMITS.sendsPerRecipient, person],
    [LIMITS.sendsPerAddress, addressLimitKey(address)],
  );
}

/**
 * What is checked upstream: a one-time code (a lead's OTP, a card login, a cardholder's consent
 * or limit-increase code) or a code that is worth something (referral, voucher). Each kind has a
 * budget per target and spends its audience's budget per client address.
 */
export type CodeKind = "lead-otp" | "card-login" | "card-otp" | "referral" | "voucher";

const CODE_KINDS: Record<CodeKind, { perTarget: Rule; perAddress: Rule }> = {
  "lead-otp": { perTarget: LIMITS.attemptsPerCode, perAddress: LIMITS.leadChecksPerAddress },
  "card-login": { perTarget: LIMITS.attemptsPerCode, perAddress: LIMITS.cardChecksPerAddress },
  "card-otp": { perTarget: LIMITS.attemptsPerCode, perAddress: LIMITS.cardChecksPerAddress },
  referral: { perTarget: LIMITS.guessesPerTarget, perAddress: LIMITS.leadChecksPerAddress },
  voucher: { perTarget: LIMITS.guessesPerTarget, perAddress: LIMITS.leadChecksPerAddress },
};

declare const allowance: unique symbol;

/**
 * The limiter's leave for one check of a code of kind K. Only allowCodeCheck makes one (the
 * symbol is this module's, and ESLint refuses a cast to this type), and every upstream client
 * that checks a code or secret takes one and spends it first (spendCodeCheck): a check that did
 * not pass the limits does not compile, and one leave is one check (decision 031).
 */
export type AllowedCodeCheck<K extends CodeKind> = { readonly kind: K; readonly [allowance]: true };

export type CodeCheckLimit<K extends CodeKind> = { allowed: true; check: AllowedCodeCheck<K> } | Extract<LimitCheck, { allowed: false }>;

/** The leaves given and not yet spent: a leave is good for one check, in this process. */
const unspent = new WeakSet<object>();

/** A check was about to leave without the limiter's leave (a forged or spent one): a programming error. */
export class CodeCheckNotAllowedError extends Error {
  override name = "CodeCheckNotAllowedError";
}

/**
 * Whether a code of `kind` may be checked upstream now, for `target` (what the code belongs to:
 * the lead id, the login's recipient, the consent or limit tracking ids, the lead for a referral or
 * voucher code) at the request of `address`. Allowed, it gives the leave that the client takes.
 */
export async function allowCodeCheck<K extends CodeKind>({
  kind,
  target,
  address,
}: {
  kind: K;
  target: string;
  address: string;
}): Promise<CodeCheckLimit<K>> {
  const { perTarget, perAddress } = CODE_KINDS[kind];
  const limit = await check([perTarget, `${kind}:${target}`], [perAddress, addressLimitKey(address)]);
  if (!limit.allowed) return limit;
  // eslint-disable-next-line no-restricted-syntax -- the one place an AllowedCodeCheck is made: after the limits allowed it
  const leave = Object.freeze({ kind }) as unknown as AllowedCodeCheck<K>;
  unspent.add(leave);
  return { allowed: true, check: leave };
}

/** The first thing a client that checks a code does: spends the leave, or throws when it has none. */
export function spendCodeCheck<K extends CodeKind>(leave: AllowedCodeCheck<K>, kind: K): void {
  if (leave?.kind !== kind || !unspent.delete(leave)) throw new CodeCheckNotAllowedError(`A ${kind} check without the limiter's leave`);
}

/**
 * Costly work: what costs the upstream, the CPU or a person for each ask, other than a code
 * (those are above). A lead read by its id (it names a person), a PDF rendered, a KYC check of a
 * PAN, a line written to the log for the browser or the app, an upload held in memory.
 */
export type WorkKind = "lead-lookup" | "pdf" | "pan-check" | "client-log" | "upload";

/** Each kind's budget per client address, and per person (a lead, a cardholder, a sign-up) where there is one to count. */
const WORK_KINDS: Record<WorkKind, { perAddress: Rule; perPerson: Rule | null }> = {
  "lead-lookup": { perAddress: LIMITS.leadLookupsPerAddress, perPerson: LIMITS.lookupsPerLead },
  pdf: { perAddress: LIMITS.pdfsPerAddress, perPerson: LIMITS.pdfsPerPerson },
  "pan-check": { perAddress: LIMITS.panChecksPerAddress, perPerson: LIMITS.panChecksPerPerson },
  "client-log": { perAddress: LIMITS.clientLogsPerAddress, perPerson: null },
  upload: { perAddress: LIMITS.uploadsPerAddress, perPerson: LIMITS.uploadsPerPerson },
};

declare const workAllowance: unique symbol;

/**
 * The limiter's leave for one piece of costly work of kind K, as AllowedCodeCheck is for a code:
 * only allowWork makes one, and the function that does the work takes it and spends it first
 * (spendWork). A new costly path that has not named its limit does not compile.
 */
export type AllowedWork<K extends WorkKind> = { readonly kind: K; readonly [workAllowance]: true };

export type WorkLimit<K extends WorkKind> = { allowed: true; leave: AllowedWork<K> } | Extract<LimitCheck, { allowed: false }>;

/** Costly work was about to be done without the limiter's leave (a forged or spent one): a programming error. */
export class WorkNotAllowedError extends Error {
  override name = "WorkNotAllowedError";
}

/**
 * Whether work of `kind` may be done now at the request of `address`, for `person` (what the
 * work is about or for: a lead id, a cardholder, a sign-up; null when there is no one, as for a
 * public scheme's PDF). Allowed, it gives the leave that the work takes.
 */
export async function allowWork<K extends WorkKind>({
  kind,
  address,
  person,
}: {
  kind: K;
  address: string;
  person: string | null;
}): Promise<WorkLimit<K>> {
  const { perAddress, perPerson } = WORK_KINDS[kind];
  const checks: [Rule, string][] = [[perAddress, addressLimitKey(address)]];
  if (perPerson && person !== null) checks.unshift([perPerson, `${kind}:${person}`]);
  const limit = await check(...checks);
  if (!limit.allowed) return limit;
  // eslint-disable-next-line no-restricted-syntax -- the one place an AllowedWork is made: after the limits allowed it
  const leave = Object.freeze({ kind }) as unknown as AllowedWork<K>;
  unspent.add(leave);
  return { allowed: true, leave };
}

/** The first thing costly work does: spends the leave, or throws when it has none. */
export function spendWork<K extends WorkKind>(leave: AllowedWork<K>, kind: K): void {
  if (leave?.kind !== kind || !unspent.delete(leave)) throw new WorkNotAllowedError(`${kind} without the limiter's leave`);
}

/** A lead may be created at the request of `address`. */
export function allowLeadCreation(address: string): Promise<LimitCheck> {
  return check([LIMITS.leadCreationsPerAddress, addressLimitKey(address)]);
}

/** A click report from `address` may be captured for analytics. */
export function allowClickReport(address: string): Promise<LimitCheck> {
  return check([LIMITS.clickReportsPerAddress, addressLimitKey(address)]);
}

/**
 * The send allowed a moment ago sent nothing (the upstream failed, or answered that there is no
 * such account): the recipient may ask again without waiting out the cool-down. What was
 * counted per recipient and per address stays counted.
 */
export async function codeNotSent(recipient: string | RecipientKey, purpose: CodePurpose = "phone"): Promise<void> {
  try {
    await sharedStore().reset([counter(LIMITS.sendCooldown, `${purpose}:${personOf(recipient)}`).key]);
  } catch (error) {
    storeFailed(error);
  }
}

/**
 * A new one-time code went to `target` (as allowCodeCheck names it): its checks start again, and
 * for the cool-down it is known to be on its way (codeInFlight).
 */
export async function codeSent(kind: CodeKind, target: string): Promise<void> {
  try {
    await Promise.all([
      sharedStore().reset([counter(CODE_KINDS[kind].perTarget, `${kind}:${target}`).key]),
      sharedStore().mark(inFlightKey(kind, target), env().OTP_RESEND_COOLDOWN_SECONDS * 1000),
    ]);
  } catch (error) {
    storeFailed(error);
  }
}

/**
 * Whether a code of this kind went to `target` within the cool-down: a send refused by the
 * cool-down may then offer that code's entry. The cool-down is shared by purpose (a lead's OTP and
 * a card login both prove the phone), so a cool-down alone does not say which code is on its way.
 */
export async function codeInFlight(kind: CodeKind, target: string): Promise<boolean> {
  try {
    return await sharedStore().isMarked(inFlightKey(kind, target));
  } catch (error) {
    storeFailed(error);
    return false;
  }
}

const inFlightKey = (kind: CodeKind, target: string) => hashedKey("code-in-flight", `${kind}:${target}`);
