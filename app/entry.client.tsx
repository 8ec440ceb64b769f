import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { interceptGuardPops } from "~/components/back-guard";
import { loadMessages } from "~/i18n/registry";

// Before the router starts, so that the back guard's listener runs before the router's (decision 019).
interceptGuardPops();

// The page's strings first (root.tsx names their modules; none on an English page): hydration
// renders what the server rendered, in the page's language.
const messageRefs = [...document.querySelectorAll("link[data-i18n]")].flatMap((link) => link.getAttribute("href") ?? []);

void Promise.all(messageRefs.map(loadMessages)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
