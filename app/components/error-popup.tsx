import { POPUP_AUTO_CLOSE_MS, popupText } from "~/site/error-popup";
import { MessageText } from "~/components/message-text";

/**
 * The error popup (requirements §8, requirements §A8): rendered by the server, #D0243C on
 * #Fbc5c7, fades in, and fades out and closes after 3 s by CSS alone, so it works with
 * JavaScript off. A new popup gets a new key, so its animation starts again.
 */
export function ErrorPopup({ popup }: { popup: { id: string; message: string } | null }) {
  if (!popup) return null;
  return (
    <div
      key={popup.id}
      className="error-popup"
      role="alert"
      aria-live="assertive"
      data-testid="error-popup"
      style={{ animationDuration: `${POPUP_AUTO_CLOSE_MS}ms` }}
    >
      <MessageText text={popupText(popup.message)} />
    </div>
  );
}
