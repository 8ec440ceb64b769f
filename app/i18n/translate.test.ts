import { describe, expect, it, vi } from "vitest";
import { createTranslator, fill, placeholdersOf, translateText } from "~/i18n/translate";
import type { MessageKey } from "~/i18n/keys";

const hindi = {
  "Mobile number": "मोबाइल नंबर",
  "Enter an amount between {min} and {max}": "{min} से {max} के बीच की राशि लिखें",
  "Resend the OTP in {seconds} s": "{seconds} सेकंड में OTP फिर भेजें",
};

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

describe("translateText", () => {
  it("finds a message by its English text", () => {
    expect(translateText(hindi, "Mobile number")).toBe("मोबाइल नंबर");
  });
  it("reads a template's values back out of the English text", () => {
    expect(translateText(hindi, "Enter an amount between ₹5,000 and ₹50,00,000")).toBe("₹5,000 से ₹50,00,000 के बीच की राशि लिखें");
  });
  it("shows text it does not know as it came (an upstream's message)", () => {
    expect(translateText(hindi, "Lead already exists (code 42)")).toBe("Lead already exists (code 42)");
    expect(translateText({}, "Mobile number")).toBe("Mobile number");
  });
  it("treats a message's regex characters as text", () => {
    expect(translateText({ "Pay (now) {x}?": "अभी {x}?" }, "Pay (now) 5?")).toBe("अभी 5?");
    expect(translateText({ "Pay (now) {x}?": "अभी {x}?" }, "Pay now 5?")).toBe("Pay now 5?");
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
  it("translates with params, and reports a key the page lacks", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const t = createTranslator(hindi, "hi");
    expect(t("Resend the OTP in {seconds} s" as MessageKey, { seconds: 30 })).toBe("30 सेकंड में OTP फिर भेजें");
    expect(t("Skip to main content" as MessageKey)).toBe("Skip to main content");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Skip to main content"));
    expect(t.text("Mobile number")).toBe("मोबाइल नंबर");
    warn.mockRestore();
  });
});
