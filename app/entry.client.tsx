import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// The app's own code is imported dynamically: this entry is built into the framework's chunk, which
// the app's chunk imports (vite.config.ts); a static import back would run the app's code before
// its chunk has set itself up.
void Promise.all([import("~/components/back-guard"), import("~/i18n/registry")]).then(
  async ([{ interceptGuardPops }, { loadMessages }]) => {
    // Before the router starts, so that the back guard's listener runs before the router's (decision 019).
    interceptGuardPops();
    // The page's strings first (root.tsx names their modules; none on an English page): hydration
    // renders what the server rendered, in the page's language.
    const messageRefs = [...document.querySelectorAll("link[data-i18n]")].flatMap((link) => link.getAttribute("href") ?? []);
    await Promise.all(messageRefs.map(loadMessages));
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    });
  },
);
