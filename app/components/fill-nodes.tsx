import { Fragment, type ReactNode } from "react";

/**
 * A translated template whose placeholders are elements: `fillNodes(t("{distance} away"), { distance: <span lang="en">2 km</span> })`.
 * The template comes from `t(key)` without params, so its placeholders are still in it, in the
 * order the page's language puts them. A placeholder without a node stays as written.
 *
 * A place is not an element: `t(key, { city: place(name) })` writes it in the page's language, with
 * the case form the translation asks for (app/i18n/place.ts), before the elements go in.
 *
 * The sentence comes back as one `<span>`: inside a flex or grid container (a button, a link laid
 * out as a row) its words and elements are then one box of running text, and the spaces between
 * them stay ("Check my loan offer in Pune", not "…inPune"; tests/e2e/layout-faults.ts).
 */
export function fillNodes(template: string, nodes: Readonly<Record<string, ReactNode>> & { city?: never }): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Fragment key={index}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>
        ) : part === "" ? null : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}
