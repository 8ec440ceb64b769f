import { Fragment, type ReactNode } from "react";

/**
 * A translated template whose placeholders are elements: `fillNodes(t("{distance} away"), { distance: <span lang="en">2 km</span> })`.
 * The template comes from `t(key)` without params, so its placeholders are still in it, in the
 * order the page's language puts them. A placeholder without a node stays as written.
 */
export function fillNodes(template: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = template.split(/\{(\w+)\}/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <Fragment key={index}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>
    ) : part === "" ? null : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
