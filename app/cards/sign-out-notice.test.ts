import { describe, expect, it } from "vitest";
import { SIGN_OUT_NOTICE_MS, signOutNoticeFor, signOutNoticeToShow } from "~/cards/sign-out-notice";

describe("signOutNoticeFor", () => {
  it("says 'signed out' after the cardholder's own sign-out", () => {
    expect(signOutNoticeFor("signed-out", true)).toBe("signed-out");
    expect(signOutNoticeFor("signed-out", false)).toBe("signed-out");
  });

  it("says the session ended when it was revoked, too old, or its token was rejected", () => {
    expect(signOutNoticeFor("revoked", false)).toBe("ended");
    expect(signOutNoticeFor("expired", false)).toBe("ended");
    expect(signOutNoticeFor("token-rejected", true)).toBe("ended");
    expect(signOutNoticeFor("card-call-401", true)).toBe("ended");
  });

  it("says nothing to a visitor who had no session (a first visit, a bookmark of a card page)", () => {
    expect(signOutNoticeFor("no-session", false)).toBeNull();
    expect(signOutNoticeFor("webview-token-rejected", false)).toBeNull();
    expect(signOutNoticeFor("token-rejected", false)).toBeNull();
  });
});

describe("signOutNoticeToShow", () => {
  const at = Date.UTC(2026, 10, 23, 10, 0, 0);

  it("shows a recent sign-out's notice", () => {
    expect(signOutNoticeToShow({ notice: "signed-out", at }, at)).toBe("signed-out");
    expect(signOutNoticeToShow({ notice: "ended", at }, at + SIGN_OUT_NOTICE_MS)).toBe("ended");
    // Another instance's clock a little behind.
    expect(signOutNoticeToShow({ notice: "ended", at }, at - 30_000)).toBe("ended");
  });

  it("shows nothing once the sign-out is old, or without a mark", () => {
    expect(signOutNoticeToShow({ notice: "signed-out", at }, at + SIGN_OUT_NOTICE_MS + 1)).toBeNull();
    expect(signOutNoticeToShow({ notice: "signed-out", at }, at - 2 * 60_000)).toBeNull();
    expect(signOutNoticeToShow(undefined, at)).toBeNull();
    expect(signOutNoticeToShow(null, at)).toBeNull();
  });

  it("shows nothing for a mark it does not know", () => {
    expect(signOutNoticeToShow({ notice: "logged-out" as never, at }, at)).toBeNull();
    expect(signOutNoticeToShow({ notice: "ended", at: "now" as never }, at)).toBeNull();
  });
});
