import type { MouseEvent, ReactNode } from "react";
import { androidBridge, openInApp } from "~/site/android-bridge";

/**
 * A link to a PDF the site makes (a key facts statement): in a browser a download, the same with
 * JavaScript or without; inside the Android app, once the page's script runs, the app's PDF viewer
 * through the bridge's `openPdf` (docs/android-bridge.md), when the app offers it.
 */
export function PdfLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (openInApp(androidBridge(), href)) event.preventDefault();
  };
  return (
    <a href={href} className={className} download onClick={onClick} data-testid="pdf-link">
      {children}
    </a>
  );
}
