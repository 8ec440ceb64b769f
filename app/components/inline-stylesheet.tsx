import { createContext, useContext, useState } from "react";

/** The stylesheet's text, provided by entry.server.tsx (app/site/stylesheet.server.ts); null in the browser. */
export const StylesheetContext = createContext<string | null>(null);

const ID = "site-css";

/**
 * The site's stylesheet inside the document's head. The server writes the text; in the browser
 * the element is already there, so hydration takes the same text from the page instead of
 * downloading it again.
 */
export function InlineStylesheet() {
  const fromServer = useContext(StylesheetContext);
  const [css] = useState(() => fromServer ?? (typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "")));
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
