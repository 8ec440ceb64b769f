import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with elements in it: `text` is the template as the page's language has
 * it (`t("We sent a code to {recipient}.")`, its placeholders left unfilled) and each placeholder
 * becomes the node of the same name, wherever the language puts it.
 */
export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? (part in values ? values[part] : `{${part}}`) : part}</Fragment>
      ))}
    </>
  );
}
