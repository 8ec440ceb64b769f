/**
 * The site's phone line is a setting (SUPPORT_PHONE, decision 044): the number in the header, the
 * footer, the structured data and the Key Facts Statement is the one configured, and until one is
 * configured the footer marks the default as an example rather than passing it off as the business's.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { freshAddress } from "../support/fixtures";
import { textContent, withoutScripts } from "../support/html";
import { Client } from "../support/sessions";
import { EXAMPLE_SUPPORT_LINE } from "~/platform/support-line";

const configured = useBuiltApp({ SUPPORT_PHONE: "1800 555 0199" });
const unconfigured = useBuiltApp();

describe("SUPPORT_PHONE", () => {
  it("is the number every page gives: the header's call link, the footer, the structured data", async () => {
    const html = await (await new Client(configured, freshAddress()).request("/")).text();

    expect(html).toContain('href="tel:18005550199"');
    expect(textContent(withoutScripts(html))).toContain("Help: 1800 555 0199 (toll free");
    expect(html).toContain('"telephone":"1800 555 0199"');
    // Neither the example number nor the example mark anywhere.
    expect(html).not.toContain(EXAMPLE_SUPPORT_LINE.phone);
    expect(textContent(withoutScripts(html))).not.toContain("(example)");
  });

  it("unset, the footer gives the default number marked as an example", async () => {
    const html = await (await new Client(unconfigured, freshAddress()).request("/")).text();

    expect(textContent(withoutScripts(html))).toContain(`Help: ${EXAMPLE_SUPPORT_LINE.phone} (example) (toll free`);
    expect(html).toContain(`href="${EXAMPLE_SUPPORT_LINE.href}"`);
  });
});
