import { createContext, useContext, useState } from "react";
import { inlineStyleId, type StyleArea, type StylesheetName } from "~/site/stylesheets";

/** A stylesheet's text, provided by entry.server.tsx (app/site/stylesheet.server.ts); null in the browser. */
export const StylesheetContext = createContext<((name: StylesheetName) => string) | null>(null);

/**
 * One stylesheet inside the document's head. The server writes the text; in the browser the
 * element is already there, so hydration takes the same text from the page instead of
 * downloading it again. After a client-side navigation to a page of an area whose rules the
 * document was not sent with, there is nothing here: the route's `links` (areaLinks) link the
 * area's file (cached for a year), which Remix loads before it shows the page.
 */
function InlineStyle({ name }: { name: StylesheetName }) {
  const fromServer = useContext(StylesheetContext);
  const [css] = useState(
    () =>
      fromServer?.(name) ?? (typeof document === "undefined" ? null : (document.getElementById(inlineStyleId(name))?.textContent ?? null)),
  );
  if (css === null) return null;
  return <style id={inlineStyleId(name)} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** Every page's stylesheet, then the given areas'. */
export function InlineStylesheet({ areas }: { areas: readonly StyleArea[] }) {
  return (
    <>
      <InlineStyle name="site" />
      {areas.map((area) => (
        <InlineStyle key={area} name={area} />
      ))}
    </>
  );
}
