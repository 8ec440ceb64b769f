/**
 * Reading a conform submission result in a component without shipping conform's client
 * (about 10 KB compressed) to landing pages: the server validates with parseWithZod and
 * replies with `submission.reply()`; the page renders its messages and typed values. This is the
 * one reader of a reply.
 * See docs/decisions/004-forms-without-client-validation-library.md.
 */
import type { SubmissionResult } from "@conform-to/zod/v4";
import { useActionData } from "@remix-run/react";
import { useFlash } from "~/components/flash";

export type FormResult = SubmissionResult<string[]> | null | undefined;

/** The first message for a field ("" is the form itself). */
export function errorOf(result: FormResult, name: string): string | undefined {
  return result?.error?.[name]?.[0] ?? undefined;
}

/** The first message of the reply, on whichever field it is: for a form whose fields are not on the page. */
export function firstError(result: FormResult): string | undefined {
  return Object.values(result?.error ?? {}).find((messages) => messages?.length)?.[0];
}

/** What the user typed into a field, as the server received it. */
export function typedValue(result: FormResult, name: string): string | undefined {
  const value = (result?.initialValue as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * The one way a page reads what its form sent back (decision 032): the action's reply (messages
 * and what was typed), or, after an upstream failure's popup and redirect, what was typed as the
 * flash kept it. Null before any submission.
 */
export function useFormResult(): FormResult {
  const reply = useActionData() as { result?: FormResult } | undefined;
  const flashed = useFlash().formValues;
  if (reply?.result) return reply.result;
  return flashed ? { status: "error", initialValue: flashed } : null;
}

/** The notice an action put above its form (a duplicate lead, a code not sent), as a message string. */
export function useFormNotice(): string | null {
  return (useActionData() as { notice?: string | null } | undefined)?.notice ?? null;
}
