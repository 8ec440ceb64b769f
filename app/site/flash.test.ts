import { describe, expect, it } from "vitest";
import { noticeOf, type Notice } from "~/site/flash";
import "~/journey/otp-notice";
import "~/journey/visit-notices";
import "~/cards/notices";

describe("noticeOf", () => {
  const created: Notice = { page: "release-requests", createdId: "RR-12" };

  it("gives a page its own notice", () => {
    expect(noticeOf(created, "release-requests")).toEqual({ page: "release-requests", createdId: "RR-12" });
  });

  it("gives no other page a notice, and none when there is none", () => {
    expect(noticeOf(created, "rewards")).toBeNull();
    expect(noticeOf(null, "release-requests")).toBeNull();
    expect(noticeOf(undefined, "lead-otp")).toBeNull();
  });
});
