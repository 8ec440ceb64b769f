import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/platform/request.server";

const FALLBACK = "/lp/pincode";

describe("safeRedirectPath keeps a path on this site", () => {
  it.each([["/lp/pincode"], ["/lp/pincode?view=all"], ["/lp/cards/rewards#top"], ["/lp/otp/auth/5f2c%20x"], ["/"]])("%j", (to) => {
    expect(safeRedirectPath(to, FALLBACK)).toBe(to);
  });

  it("percent-encodes other non-ASCII characters, so the Location header is valid", () => {
    expect(safeRedirectPath("/gold-loan/पुणे", FALLBACK)).toBe("/gold-loan/%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87");
    expect(() => new Headers({ Location: safeRedirectPath("/gold-loan/पुणे", FALLBACK) })).not.toThrow();
  });
});

describe("safeRedirectPath gives the fallback", () => {
  it.each([
    ["nothing", undefined],
    ["null", null],
    ["an empty value", ""],
    ["a relative path", "lp/pincode"],
    ["a full URL", "https://evil.example/steal"],
    ["a scheme", "javascript:alert(1)"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a slash and a backslash", "/\\evil.example"],
    ["a backslash further on", "/lp/\\evil"],
    ["CR/LF (header splitting)", "/lp\r\nSet-Cookie: x=1"],
    ["a bare LF", "/lp\n/x"],
    ["NUL", "/lp\u0000"],
    ["a tab that browsers drop (/\\t/ is //)", "/\t/127.0.0.1:8080/"],
    ["a vertical tab", "/\u000b/evil.example"],
    ["a form feed", "/lp\u000c"],
    ["DEL", "/lp\u007f"],
    ["a C1 control (NEL)", "/lp\u0085"],
    ["a C1 control (CSI)", "/lp\u009b"],
    ["a space", "/lp /x"],
    ["a no-break space", "/\u00a0/evil.example"],
    ["an ideographic space (U+3000)", "/\u3000/evil.example"],
    ["an en quad", "/lp\u2000"],
    ["a line separator", "/lp\u2028x"],
    ["a zero-width space", "/\u200b/evil.example"],
    ["a right-to-left override", "/lp/\u202egnp.exe"],
    ["a byte order mark", "/\ufeff/evil.example"],
    ["a lone surrogate", "/lp/\ud800"],
    ["an overlong value", `/${"a".repeat(3000)}`],
  ])("for %s", (_what, to) => {
    expect(safeRedirectPath(to, FALLBACK)).toBe(FALLBACK);
  });

  it('is "/" when no fallback is given', () => {
    expect(safeRedirectPath("//evil.example")).toBe("/");
  });
});
