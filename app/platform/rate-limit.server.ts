/**
 * Abuse limits (ARCHITECTURE.md §11, docs/decisions/010), counted in the shared store so that
 * every instance spends one budget. Every path that sends a code, checks a code or creates a
 * lead asks here first; a refusal sends nothing upstream.
 *
 * - Code sends, per recipient (a phone or e-mail; lead and cardholder codes together):
 *   OTP_SENDS_PER_PHONE (5) in ten minutes, and OTP_RESEND_COOLDOWN_SECONDS (30) between two
 *   codes for one purpose (CodePurpose), whatever button or route sends them.
 * - Code checks, per code (a lead's OTP, a login in progress, a consent or limit code): 5, then
 *   the code is dead until a new one is sent.
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
import { limitMessage, type LimitReason } from "~/platform/limit-message";
import { log } from "~/platform/log.server";
import { sharedStore, type Counter } from "~/platform/shared-store.server";

const TEN_MINUTES = 10 * 60 * 1000;

/** A refusal carries what the page says (limit-message.ts) and when to come back. */
export type LimitCheck = { allowed: true } | { allowed: false; reason: LimitReason; retryAfterSeconds: number; message: string };

type Rule = { name: string; reason: LimitReason; max: () => number; windowMs: () => number };

export const LIMITS = {
  sendCooldown: { name: "send-cooldown", reason: "cooldown", max: () => 1, windowMs: () => env().OTP_RESEND_COOLDOWN_SECONDS * 1000 },
  sendsPerRecipient: { name: "sends", reason: "recipient", max: () => env().OTP_SENDS_PER_PHONE, windowMs: () => TEN_MINUTES },
  attemptsPerCode: { name: "attempts", reason: "attempts", max: () => 5, windowMs: () => 30 * 60 * 1000 },
  sendsPerAddress: { name: "address-sends", reason: "address", max: () => 30, windowMs: () => TEN_MINUTES },
  leadChecksPerAddress: { name: "address-lead-checks", reason: "address", max: () => 60, windowMs: () => TEN_MINUTES },
  cardChecksPerAddress: { name: "address-card-checks", reason: "address", max: () => 60, windowMs: () => TEN_MINUTES },
  leadCreationsPerAddress: { name: "address-lead-creations", reason: "address", max: () => 30, windowMs: () => TEN_MINUTES },
} satisfies Record<string, Rule>;

/** Who a code goes to: "9876543210", "+919876543210" and "91 98765 43210" are one person; e-mail ignores case. */
export function codeRecipient(value: string): string {
  const trimmed = value.trim().toLowerCase();
  const phone = /^(?:\+?91)?([6-9]\d{9})$/.exec(trimmed.replace(/[\s-]/g, ""));
  return phone ? phone[1]! : trimmed;
}

function counter(rule: Rule, subject: string): Counter {
  const digest = createHash("sha256").update(subject).digest("base64url").slice(0, 22);
  return { key: `gl:limit:${rule.name}:${digest}`, max: rule.max(), windowMs: rule.windowMs() };
}

let lastStoreError = 0;

function storeFailed(error: unknown): void {
  // One line per ten seconds while the store is down, not one per request.
  const now = Date.now();
  if (now - lastStoreError < 10_000) return;
  lastStoreError = now;
  log.error("rate_limit.store_unavailable", { error: error instanceof Error ? error.message : String(error), failOpen: true });
}

async function check(...checks: [Rule, string][]): Promise<LimitCheck> {
  try {
    const result = await sharedStore().consume(checks.map(([rule, subject]) => counter(rule, subject)));
    if (result.allowed) return result;
    const [rule] = checks[result.index]!;
    const retryAfterSeconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
    return { allowed: false, reason: rule.reason, retryAfterSeconds, message: limitMessage(rule.reason, retryAfterSeconds) };
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

/** A code may be sent to `recipient` (a phone or e-mail as typed; see codeRecipient) at the request of `address`. */
export function allowCodeSend(recipient: string, address: string, purpose: CodePurpose = "phone"): Promise<LimitCheck> {
  const person = codeRecipient(recipient);
  return check(
    [LIMITS.sendCooldown, `${purpose}:${person}`],
    [LIMITS.sendsPerRecipient, person],
    [LIMITS.sendsPerAddress, addressLimitKey(address)],
  );
}

/**
 * A code may be checked upstream: `code` names it (`lead:{id}`, `login:{recipient}`,
 * `consent:{trackingId}`...), `audience` picks the per-address budget.
 */
export function allowCodeAttempt(code: string, address: string, audience: "lead" | "card"): Promise<LimitCheck> {
  const perAddress = audience === "lead" ? LIMITS.leadChecksPerAddress : LIMITS.cardChecksPerAddress;
  return check([LIMITS.attemptsPerCode, code], [perAddress, addressLimitKey(address)]);
}

/** A lead may be created at the request of `address`. */
export function allowLeadCreation(address: string): Promise<LimitCheck> {
  return check([LIMITS.leadCreationsPerAddress, addressLimitKey(address)]);
}

/**
 * The send allowed a moment ago sent nothing (the upstream failed, or answered that there is no
 * such account): the recipient may ask again without waiting out the cool-down. What was
 * counted per recipient and per address stays counted.
 */
export async function codeNotSent(recipient: string, purpose: CodePurpose = "phone"): Promise<void> {
  try {
    await sharedStore().reset([counter(LIMITS.sendCooldown, `${purpose}:${codeRecipient(recipient)}`).key]);
  } catch (error) {
    storeFailed(error);
  }
}

/** A new code went to `code`'s recipient: its checks start again. */
export async function codeSent(code: string): Promise<void> {
  try {
    await sharedStore().reset([counter(LIMITS.attemptsPerCode, code).key]);
  } catch (error) {
    storeFailed(error);
  }
}
