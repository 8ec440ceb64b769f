import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { interceptGuardPops } from "~/components/back-guard";

// Before the router starts, so that the back guard's listener runs before the router's (decision 019).
interceptGuardPops();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
