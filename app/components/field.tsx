/**
 * How every form field is drawn: the label, the control (an input, a select or a textarea),
 * an optional hint and the line its error goes on (always there, so the page does not jump),
 * with aria-invalid and aria-describedby pointing at the hint and the error. Pass the reply's
 * field (`field={fields.phone}`, app/components/form-result.ts): it gives the name, the message
 * and, unless `defaultValue` is given, what was typed, so a refused form keeps it.
 * Radio groups are a ChoiceField of Choices.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { FormField } from "~/components/form-result";
import { MessageText } from "~/components/message-text";

/** An error as the page's language says it: a rule's message (app/i18n/message.ts) in the page's language, other text as it came (MessageText). */
function errorText(error: ReactNode): ReactNode {
  return typeof error === "string" && error !== "" ? <MessageText text={error} /> : error;
}

/** The control's name: the reply's field (its name, message and what was typed), or a name alone (a form with no reply). */
type Named = { field: FormField; name?: never } | { field?: never; name: string };

type FieldFrame = Named & {
  /** The control's id (the name by default); the hint is `{id}-hint`, the error `{id}-error`. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message under the field (the field's by default); anything but nothing marks the control invalid. */
  error?: ReactNode;
  /** Text shown before the input, such as the country code "+91". */
  prefix?: string;
};

type FieldProps = FieldFrame &
  (
    | ({ as?: "input" } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "prefix">)
    | ({ as: "select" } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name">)
    | ({ as: "textarea" } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">)
  );

export function Field(props: FieldProps) {
  const { field, name: _name, id: givenId, label, hint, prefix, error: _error, ...rest } = props;
  const name = props.field ? props.field.name : props.name;
  const id = givenId ?? name;
  const error = errorText(props.error ?? field?.error);
  const invalid = error !== undefined && error !== null && error !== false && error !== "";
  // What was typed, unless the page gives the value itself.
  const typed = field?.value !== undefined && !("defaultValue" in rest) && !("value" in rest) ? { defaultValue: field.value } : {};
  const control = {
    ...typed,
    id,
    name,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": hint === undefined ? `${id}-error` : `${id}-hint ${id}-error`,
  } as const;
  let input: ReactNode;
  if (rest.as === "select") {
    const { as: _as, ...select } = rest;
    input = <select {...select} {...control} />;
  } else if (rest.as === "textarea") {
    const { as: _as, ...textarea } = rest;
    input = <textarea {...textarea} {...control} />;
  } else {
    const { as: _as, ...text } = rest;
    input = <input {...text} {...control} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {prefix === undefined ? (
        input
      ) : (
        <div className="input-prefix">
          <span aria-hidden="true">{prefix}</span>
          {input}
        </div>
      )}
      {hint !== undefined && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <p className="field__error" id={`${id}-error`} role="alert">
        {error}
      </p>
    </div>
  );
}

/** A group of radio Choices under a legend, with the group's error line (the field's message by default). */
export function ChoiceField({
  field,
  name = field?.name,
  legend,
  error = field?.error,
  className = "field choice",
  children,
  id,
  focusable = false,
}: Named & {
  legend: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
  /** The group's id, for a link to the group (`#{id}`). */
  id?: string;
  /** Whether a script or a fragment link may move the focus to the group itself (tabindex -1). */
  focusable?: boolean;
}) {
  return (
    <fieldset className={className} aria-describedby={`${name}-error`} id={id} tabIndex={focusable ? -1 : undefined}>
      <legend>{legend}</legend>
      {children}
      <p className="field__error" id={`${name}-error`} role="alert">
        {errorText(error)}
      </p>
    </fieldset>
  );
}

/** One radio option: the input and its text, in one label. */
export function Choice({
  className = "choice__option",
  children,
  ...radio
}: { className?: string; children: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  return (
    <label className={className}>
      <input type="radio" {...radio} />
      <span>{children}</span>
    </label>
  );
}
