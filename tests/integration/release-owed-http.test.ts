/**
 * A release request states what is owed before the gold can go (decision 047), over HTTP from the
 * built app: under "All my gold", the card's own figure of the limit in use, in rupees.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { withoutScripts, textOf } from "../support/html";
import { cardholder } from "../support/sessions";
import { seedCards } from "../../server/upstream-sim/seed/cardholders";
import { formatRupees } from "~/journey/money";

const built = useBuiltApp({ OTP_RESEND_COOLDOWN_SECONDS: "0", OTP_SENDS_PER_PHONE: "1000" }, { otpCooldownSeconds: 0 });

describe("the release request form", () => {
  it('says under "All my gold" what the card owes, from the card\'s own figures', async () => {
    const { client } = await cardholder(built);
    const [card] = seedCards();

    const html = withoutScripts(await (await client.request("/lp/cards/release-requests")).text());

    const owed = textOf(html, 'data-testid="release-owed"');
    expect(owed).toBe(`The card owes ${formatRupees(card!.utilisedLimit)}: pay it before all your gold can be returned.`);
    expect(owed).toContain("₹37,500");
  });
});
