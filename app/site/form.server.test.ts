import { describe, expect, it } from "vitest";
import * as z from "zod";
import { REFUSALS } from "~/platform/refusal";
import { fieldsOf, readForm, readQuery, UNBOUNDED_FIELD_CAP } from "~/site/form.server";

const Schema = z.object({
  intent: z.literal("check").optional(),
  pincode: z.string().regex(/^\d{6}$/, "A pincode has 6 digits."),
  note: z.string().max(500, "Please keep it under 500 characters.").default(""),
});

function post(body: string): Request {
  return new Request("http://localhost/lp/pincode", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** What readForm threw: the refusal page's status and sentence. */
async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; refusal: unknown }> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  const response = thrown as { init?: { status?: number }; data?: { refusal?: unknown } } | null;
  expect(response, "readForm should have thrown the refusal page").not.toBeNull();
  return { status: response!.init?.status ?? 0, refusal: response!.data?.refusal };
}

describe("fieldsOf", () => {
  it("names an object's fields with their caps: the string's max(), else the default", () => {
    expect(fieldsOf(Schema)).toEqual(
      new Map([
        ["intent", UNBOUNDED_FIELD_CAP],
        ["pincode", UNBOUNDED_FIELD_CAP],
        ["note", 500],
      ]),
    );
  });

  it("reads through unions, refinements and transforms, taking a field's largest cap", () => {
    const union = z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("a"), name: z.string().max(10) }),
        z.object({ kind: z.literal("b"), name: z.string().max(40), extra: z.coerce.number() }),
      ])
      .superRefine(() => {})
      .transform((value) => value);
    expect(fieldsOf(union)).toEqual(
      new Map([
        ["kind", UNBOUNDED_FIELD_CAP],
        ["name", 40],
        ["extra", UNBOUNDED_FIELD_CAP],
      ]),
    );
  });

  it("refuses a schema with no fields: a form reader that knew no names would refuse every form", () => {
    expect(() => fieldsOf(z.string())).toThrow(/names no fields/);
  });
});

describe("readForm", () => {
  it("parses a form of the schema's own fields", async () => {
    const { submission } = await readForm(post("intent=check&pincode=560034"), Schema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ intent: "check", pincode: "560034", note: "" });
  });

  it.each([
    ["a bracketed index", "pincode[99999999]=1"],
    ["a bracketed index beside the real field", "pincode=560034&pincode[0]=1"],
    ["nesting", "pincode.a=1"],
    ["a name the form does not have", "pincode=560034&requestedLimit=9999999"],
    ["a name with a control character", "pin%00code=560034"],
    ["too many fields", Array.from({ length: 41 }, () => "pincode=1").join("&")],
    ["a value longer than any form takes", `pincode=${"9".repeat(2001)}`],
  ])("refuses %s with the 400 page", async (_, body) => {
    expect(await refusalOf(readForm(post(body), Schema))).toEqual({ status: 400, refusal: REFUSALS.unreadable.message });
  });

  it("takes a repeated name once (the first), so the parser never builds an array", async () => {
    const { submission } = await readForm(post("pincode=560034&pincode=110001&pincode=400001"), Schema);
    expect(submission.status === "success" && submission.value.pincode).toBe("560034");
  });

  it("cuts a value to one character over its field's max(): the field's message, and a reply of bounded size", async () => {
    const long = "सोना".repeat(450); // 1,800 characters, under the gate's 2,000
    const { submission } = await readForm(post(new URLSearchParams({ pincode: "560034", note: long }).toString()), Schema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error?.note).toEqual(["Please keep it under 500 characters."]);
    const echoed = (submission.reply().initialValue as Record<string, string>).note!;
    expect(echoed).toHaveLength(501);
  });

  it("refuses a body that is not a form", async () => {
    const request = new Request("http://localhost/lp/pincode", {
      method: "POST",
      body: "{",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect((await refusalOf(readForm(request, Schema))).status).toBe(400);
  });
});

describe("readQuery", () => {
  it("reads the form's own parameters and leaves the page's others (campaign keys, brackets) alone", () => {
    const url = new URL("http://localhost/gold-loan-calculator?utm_source=google&pincode=560034&pincode%5B99999999%5D=1&note.a=1");
    const { form, submission } = readQuery(url, Schema);
    expect([...form.keys()]).toEqual(["pincode"]);
    expect(submission.status).toBe("success");
  });

  it("caps what it echoes", () => {
    const { submission } = readQuery(new URLSearchParams({ pincode: "9".repeat(5000) }), Schema);
    expect((submission.reply().initialValue as Record<string, string>).pincode).toHaveLength(UNBOUNDED_FIELD_CAP + 1);
  });
});
