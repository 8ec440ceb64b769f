import { describe, expect, it, vi } from "vitest";
import { msg, messageText } from "~/i18n/message";
import { createTranslator, fill, placeholdersOf } from "~/i18n/translate";
import type { MessageKey } from "~/i18n/keys";
import { byKeyHash } from "../../tests/support/key-hash";

const hindi = byKeyHash({
  "Mobile number": "मोबाइल नंबर",
  "Enter an amount between {min} and {max}": "{min} से {max} के बीच की राशि लिखें",
  "Resend the OTP in {seconds} s": "{seconds} सेकंड में OTP फिर भेजें",
});

describe("fill", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(fill("Between {min} and {max}", { min: "₹5,000", max: 10 })).toBe("Between ₹5,000 and 10");
    expect(fill("Between {min} and {max}", { min: 1 })).toBe("Between 1 and {max}");
    expect(fill("No placeholders")).toBe("No placeholders");
  });
  it("names the placeholders", () => {
    expect(placeholdersOf("{a} and {b}")).toEqual(["a", "b"]);
  });
});

describe("t.message", () => {
  it("says a message of ours in the page's language, its values filled", () => {
    const t = createTranslator(hindi, "hi");
    expect(t.message(msg("Mobile number" as MessageKey))).toBe("मोबाइल नंबर");
    expect(t.message(messageText("Resend the OTP in {seconds} s" as MessageKey, { seconds: 30 }))).toBe("30 सेकंड में OTP फिर भेजें");
  });
  it("shows text that is not ours (an upstream's message) as it came, unless it is word for word one of the page's keys", () => {
    const t = createTranslator(hindi, "hi");
    expect(t.message("Lead already exists (code 42)")).toBe("Lead already exists (code 42)");
    expect(t.message("Mobile number")).toBe("मोबाइल नंबर");
    expect(t.message("Mobile number ")).toBe("Mobile number ");
  });
});

describe("createTranslator", () => {
  it("is the English text in English and reports nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const t = createTranslator({}, "en");
    expect(t("Skip to main content" as MessageKey)).toBe("Skip to main content");
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
  it("translates with params, and fails on a key the page lacks in development and the tests", () => {
    const t = createTranslator(hindi, "hi");
    expect(t("Resend the OTP in {seconds} s" as MessageKey, { seconds: 30 })).toBe("30 सेकंड में OTP फिर भेजें");
    expect(() => t("Skip to main content" as MessageKey)).toThrow(/\[i18n\] no "hi" text on this page for: Skip to main content/);
  });
  it("in the built site, shows a key the page lacks in English and reports it on the console", () => {
    vi.stubEnv("DEV", false);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const t = createTranslator(hindi, "hi");
      expect(t("Skip to main content" as MessageKey)).toBe("Skip to main content");
      expect(warn).toHaveBeenCalledWith('[i18n] no "hi" text on this page for: Skip to main content');
    } finally {
      warn.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
