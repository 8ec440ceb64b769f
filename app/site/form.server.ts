/**
 * The one form reader (docs/decisions/031-safe-by-construction.md): every action reads its form
 * with `readForm`, every GET form its query with `readQuery`; nothing else in app/ calls
 * `request.formData()` or conform's `parseWithZod` (ESLint refuses both, eslint.config.js).
 *
 * What it guarantees, whatever was sent:
 * - only the schema's own field names reach the parser: a form post holding any other name (a
 *   bracketed `phone[99999999]`, `a.b`, a name no form of ours has) is refused with the 400 page
 *   in the visitor's language; a GET form ignores the page URL's other parameters (UTM keys);
 * - each name once (the first value), so conform never builds an array;
 * - each text value cut to one character over the field's own `max()` (200 without one), so a
 *   value that is too long still gets its field's message, and the reply (`submission.reply()`,
 *   which echoes the typed values into the page) is never more than a few KB.
 * The request gate (server/request-gate.ts) has refused malformed shapes before any route runs;
 * this reader holds the same line for a route called any other way, and knows the form's names.
 */
import { parseWithZod, type Submission as ConformSubmission } from "@conform-to/zod/v4";
import type * as z from "zod";
import { refusalPage } from "~/i18n/errors.server";
import { FORM_RULE, shapeProblem } from "~/platform/form-shape";
import { log } from "~/platform/log.server";
import { BodyTooLargeError, readCapped } from "~/platform/bounded-fetch.server";
import { REFUSALS } from "~/platform/refusal";

/** The cap of a text field whose schema sets no `max()` (numbers, dates, slots, ids, codes). */
export const UNBOUNDED_FIELD_CAP = 200;

type Submission<S extends z.ZodType> = ConformSubmission<z.input<S>, string[], z.output<S>>;

declare const read: unique symbol;
/** A form as the reader hands it on: the schema's fields only, once each, capped. Only this module makes one. */
export type ReadFields = FormData & { readonly [read]: true };

export type ReadForm<S extends z.ZodType> = { form: ReadFields; submission: Submission<S> };

/**
 * Reads and parses an action's form. A form holding a name the schema does not have, or of a
 * shape no form of ours sends, is refused: the thrown 400 page says so in the visitor's language.
 */
export async function readForm<S extends z.ZodType>(request: Request, schema: S): Promise<ReadForm<S>> {
  const form = await readFields(request, schema);
  return { form, submission: parseForm(form, schema) };
}

/** The form's fields as readForm takes them (refusing as it does), not parsed yet: `schema` names the fields. */
export async function readFields(request: Request, schema: z.ZodType): Promise<ReadFields> {
  let sent: FormData;
  try {
    // eslint-disable-next-line no-restricted-syntax -- the form reader itself
    sent = await request.formData();
  } catch {
    throw await refusalPage(request, REFUSALS.unreadable);
  }
  return fieldsFrom(request, sent, schema);
}

/**
 * The same check for a form read another way (an upload, read by the multipart parser with its
 * own part-size limit): any name `schema` does not have, or a shape no form of ours sends, is the
 * 400 page.
 */
export async function fieldsFrom(request: Request, sent: FormData, schema: z.ZodType): Promise<ReadFields> {
  const fields = fieldsOf(schema);
  const entries = [...sent.entries()];
  const unknown = entries.find(([name]) => !fields.has(name));
  if (shapeProblem(entries, FORM_RULE) || unknown) {
    log.warn("form.refused", {
      path: new URL(request.url).pathname,
      fields: entries.length,
      unknownName: unknown ? unknown[0].slice(0, 40) : null,
    });
    throw await refusalPage(request, REFUSALS.unreadable);
  }
  return cleanForm(entries, fields);
}

/** Parses fields the reader took, with a schema known only after reading them (the lead form's cities). */
function parseForm<S extends z.ZodType>(form: ReadFields, schema: S): Submission<S> {
  return parseWithZod(form, { schema });
}

/** parseForm for a schema with async checks (an upload's image check). */
export function parseFormAsync<S extends z.ZodType>(form: ReadFields, schema: S): Promise<Submission<S>> {
  return parseWithZod(form, { schema, async: true });
}

/**
 * Parses a GET form from the page's query string: the schema's names only (the URL's other
 * parameters, such as a campaign's, are not the form's), once each, capped. Never refuses.
 */
export function readQuery<S extends z.ZodType>(source: URL | URLSearchParams, schema: S): ReadForm<S> {
  const params = source instanceof URL ? source.searchParams : source;
  const form = cleanForm([...params.entries()], fieldsOf(schema));
  return { form, submission: parseForm(form, schema) };
}

/**
 * Reads a small body an app sends as JSON or as a form (the auth API): at most `maxBytes` (else
 * "too-large", unread past that), the schema's names only (others are not ours, and ignored),
 * each once and cut to its cap as a form's; a JSON value that is not text is its JSON text.
 * "unreadable" for JSON that does not parse.
 */
export async function readBodyFields(
  request: Request,
  schema: z.ZodType,
  maxBytes: number,
): Promise<ReadFields | "too-large" | "unreadable"> {
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(
      new Response(request.body, { headers: { "content-length": request.headers.get("content-length") ?? "" } }),
      maxBytes,
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError) return "too-large";
    return "unreadable";
  }
  const text = new TextDecoder().decode(bytes);
  let entries: [string, string][];
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      const parsed: unknown = JSON.parse(text || "{}");
      const object = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? parsed : {};
      entries = Object.entries(object).map(([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value)]);
    } catch {
      return "unreadable";
    }
  } else entries = [...new URLSearchParams(text).entries()];
  return cleanForm(entries, fieldsOf(schema));
}

/** The first value of each of the schema's fields, each text cut to its cap. */
function cleanForm(entries: [string, FormDataEntryValue][], fields: Map<string, number>): ReadFields {
  const form = new FormData();
  for (const [name, value] of entries) {
    const cap = fields.get(name);
    if (cap === undefined || form.has(name)) continue;
    form.append(name, typeof value === "string" ? value.slice(0, cap + 1) : value);
  }
  return form as ReadFields;
}

const fieldCache = new WeakMap<z.ZodType, Map<string, number>>();

/** The schema's field names, each with its text cap (the largest `max()` any branch sets for it). */
export function fieldsOf(schema: z.ZodType): Map<string, number> {
  let fields = fieldCache.get(schema);
  if (!fields) {
    fields = new Map();
    collectFields(schema, fields);
    if (fields.size === 0) throw new Error("readForm: the schema names no fields (an object, or a union or pipe of objects, is expected)");
    fieldCache.set(schema, fields);
  }
  return fields;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  innerType?: z.ZodType;
};

function defOf(schema: z.ZodType): Def {
  return schema._zod.def as unknown as Def;
}

function collectFields(schema: z.ZodType, into: Map<string, number>): void {
  const def = defOf(schema);
  if (def.type === "object" && def.shape) {
    for (const [name, field] of Object.entries(def.shape)) into.set(name, Math.max(into.get(name) ?? 0, textCap(field)));
  } else if (def.type === "pipe" && def.in) collectFields(def.in, into);
  else if (def.type === "union" && def.options) for (const option of def.options) collectFields(option, into);
  else if (def.type === "intersection" && def.left && def.right) {
    collectFields(def.left, into);
    collectFields(def.right, into);
  } else if (def.innerType) collectFields(def.innerType, into);
}

/** A field's cap: its string `max()`, else UNBOUNDED_FIELD_CAP. */
function textCap(field: z.ZodType): number {
  const def = defOf(field);
  if (def.type === "string") {
    const max = (field as unknown as { maxLength: number | null }).maxLength;
    return typeof max === "number" && max > 0 ? max : UNBOUNDED_FIELD_CAP;
  }
  if (def.type === "pipe" && def.in) return textCap(def.in);
  if (def.innerType) return textCap(def.innerType);
  return UNBOUNDED_FIELD_CAP;
}
