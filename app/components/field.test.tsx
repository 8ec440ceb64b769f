import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChoiceField, Field } from "~/components/field";
import { formFields } from "~/components/form-result";
import type { LoginFields } from "~/cards/login-form";

const fields = formFields<LoginFields>({ status: "error", initialValue: { kind: "email", identity: "asha@example.in" } });

describe("Field with the reply's field", () => {
  it("takes its name, its id and what was typed from the field", () => {
    const html = renderToStaticMarkup(<Field field={fields.identity} label="E-mail address" />);
    expect(html).toContain('<label for="identity">');
    expect(html).toContain('id="identity" name="identity" aria-describedby="identity-error"');
    expect(html).toContain('value="asha@example.in"');
    expect(html).not.toContain("aria-invalid");
  });

  it("shows the value the page gives, and an id of its own, over the field's", () => {
    const html = renderToStaticMarkup(<Field field={fields.identity} id="login-identity" label="E-mail address" defaultValue="" />);
    expect(html).toContain('id="login-identity" name="identity"');
    expect(html).toContain('value=""');
    expect(html).not.toContain("asha@example.in");
  });

  it("gives a select the typed value as its choice", () => {
    const html = renderToStaticMarkup(
      <Field as="select" field={fields.kind} label="Kind">
        <option value="phone">Phone</option>
        <option value="email">E-mail</option>
      </Field>,
    );
    expect(html).toContain('<select id="kind" name="kind"');
    expect(html).toContain('<option value="email" selected="">');
  });

  it("names a radio group's error line after the field", () => {
    const html = renderToStaticMarkup(
      <ChoiceField field={fields.kind} legend="Kind">
        {null}
      </ChoiceField>,
    );
    expect(html).toContain('aria-describedby="kind-error"');
    expect(html).toContain('id="kind-error"');
  });
});
