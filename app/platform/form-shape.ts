/**
 * The shape of what a form or a query string may hold, whatever route it goes to
 * (docs/decisions/031-safe-by-construction.md). Pure code, used twice:
 * - by the request gate (server/request-gate.ts) for every request before Remix: a body or a
 *   query that no form or link of ours sends is refused there;
 * - by the form reader (app/site/form.server.ts) that every action and GET form uses, which also
 *   knows the form's own field names.
 *
 * Why: conform reads `name[N]` as an array index and `a.b` as nesting, and hands the parsed
 * payload back in its reply; `phone[99999999]=1` became a sparse array of a hundred million
 * entries that Remix then serialised into the page, and the process ran out of memory. Our forms
 * use plain names only, so a name is letters, digits, `_` and `-`, at most 64 of them.
 */

/** A field name of ours: no brackets, dots, spaces or anything else a parser might read as structure. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/**
 * A name in a query string: anything but the characters conform reads as structure (`[`, `]`,
 * `.`), at most 64 characters. Looser than FIELD_NAME because links from elsewhere (an ad whose
 * URL was escaped twice: `amp;utm_source`) must still open the page.
 */
const QUERY_NAME = /^[^[\].]{0,64}$/;

/** More fields than any form or landing link of ours has (the booking form, the largest, has 16). */
const FIELD_LIMIT = 40;

/** The longest text value a form of ours takes (release-request notes: 500 characters), with room for multi-byte text. */
const FORM_VALUE_LIMIT = 2_000;

/** The longest value a link of ours carries (campaign ids, gclid, single fetch's `_routes`). */
const QUERY_VALUE_LIMIT = 1_000;

export type ShapeProblem = "name" | "count" | "length";

/**
 * What is wrong with these fields, or null: a name `rule.names` refuses, more than FIELD_LIMIT
 * fields, or a text value longer than `rule.valueLimit` characters. File parts (uploads)
 * are measured by the gate's byte limits instead.
 */
export function shapeProblem(entries: Iterable<[string, unknown]>, rule: { names: RegExp; valueLimit: number }): ShapeProblem | null {
  let count = 0;
  for (const [name, value] of entries) {
    count += 1;
    if (count > FIELD_LIMIT) return "count";
    if (!rule.names.test(name)) return "name";
    if (typeof value === "string" && value.length > rule.valueLimit) return "length";
  }
  return null;
}

/** A form's body (urlencoded or multipart). */
export const FORM_RULE = { names: FIELD_NAME, valueLimit: FORM_VALUE_LIMIT };
/** The query string of any request. */
export const QUERY_RULE = { names: QUERY_NAME, valueLimit: QUERY_VALUE_LIMIT };
