import { Fragment, type ReactNode } from "react";

/**
 * A translated text with elements in its placeholders: `fillNodes(t("Choose a scheme in {city}"),
 * { city: <span lang="en">{city}</span> })`. The translation puts the placeholder where its
 * language wants it; a placeholder without a node stays as written.
 */
export function fillNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>,
  );
}
