import { describe, expect, it } from "vitest";
import { formErrorOf, formFields, type FormResult } from "~/components/form-result";
import { summaryErrors } from "~/components/error-summary";
import type { LoginFields } from "~/cards/login-form";
import type { BookingFields } from "~/journey/booking-form";

const refused: FormResult = {
  status: "error",
  initialValue: { kind: "phone", identity: "12345" },
  error: { identity: ["Enter a 10-digit mobile number."], "": ["Something went wrong."] },
};

describe("formFields", () => {
  it("reads each field of a reply by the name the form sends: its first message and what was typed", () => {
    const fields = formFields<LoginFields>(refused);
    expect(fields.identity).toEqual({ name: "identity", error: "Enter a 10-digit mobile number.", value: "12345" });
    expect(fields.kind).toEqual({ name: "kind", error: undefined, value: "phone" });
    expect(formErrorOf(refused)).toBe("Something went wrong.");
  });

  it("gives every field its name and nothing else before a reply", () => {
    const fields = formFields<LoginFields>(null);
    expect(fields.identity).toEqual({ name: "identity", error: undefined, value: undefined });
    expect(formErrorOf(null)).toBeUndefined();
  });

  it("knows the names of every variant of a form (a branch or a doorstep booking), and only those", () => {
    const fields = formFields<BookingFields>(null);
    expect([fields.kind.name, fields.branchId.name, fields.house.name, fields.slot.name]).toEqual(["kind", "branchId", "house", "slot"]);
    // @ts-expect-error a name the login form does not send is a type error
    expect(formFields<LoginFields>(null).phone.name).toBe("phone");
    // @ts-expect-error without the form's fields no name is known
    expect(formFields(null).identity.name).toBe("identity");
    const name: "identity" = formFields<LoginFields>(null).identity.name;
    expect(name).toBe("identity");
  });

  it("lists the fields' messages for the summary, each linked to its control", () => {
    const fields = formFields<LoginFields>(refused);
    expect(summaryErrors([fields.kind, fields.identity])).toEqual([{ id: "identity", message: "Enter a 10-digit mobile number." }]);
    expect(summaryErrors([{ ...fields.identity, id: "login-identity" }])).toEqual([
      { id: "login-identity", message: "Enter a 10-digit mobile number." },
    ]);
  });
});
