/**
 * No dead ends (decision 047), over HTTP from the built app as a browser without JavaScript uses
 * it, with the simulator's faults: an upstream failure says in the page's words what happened,
 * what was kept and what to do (the number to call), never the upstream's own text; a duplicate
 * lead offers what to do; a card login inside the cool-down opens the entry of the code already
 * sent; a returning visitor's lead form has their own city. What a release request says the card
 * owes: release-owed-http.test.ts.
 */
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "../support/app-process";
import { DEMO_CARDHOLDER, freshAddress, freshPhone } from "../support/fixtures";
import { textContent, textOf, withoutScripts } from "../support/html";
import { Client } from "../support/sessions";
import { EXAMPLE_SUPPORT_LINE } from "~/platform/support-line";

const built = useBuiltApp();

const PUNE = "3";
const SPEC_FALLBACK = "Some Error Happened on the Server. Please try after some time";
const WHAT_TO_DO = "What you typed is kept. Please try again in a minute, or call us free on";

const newClient = () => new Client(built, freshAddress());

/** The selected option's value of the select named `name`. */
function selected(html: string, name: string): string | null {
  const select = new RegExp(`<select[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return (
    /<option[^>]*\bvalue="([^"]*)"[^>]*\bselected=""/.exec(select)?.[1] ??
    /<option[^>]*\bselected=""[^>]*\bvalue="([^"]*)"/.exec(select)?.[1] ??
    null
  );
}

describe("an upstream failure of the home page's lead form", () => {
  it("says the spec's words, what was kept and the number to call, never the upstream's text", async () => {
    const client = newClient();
    await client.request("/");
    await built.control.fault({ path: "/lead-service/v1/lead", method: "POST", status: 500 });
    const phone = freshPhone();

    const posted = await client.post("/?index", { phone, cityId: PUNE, loanAmount: "80000", loanType: "FRESH" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/");

    const html = withoutScripts(await (await client.request("/")).text());
    const summary = textOf(html, 'id="lead-form-error"') ?? "";
    expect(summary).toContain(SPEC_FALLBACK);
    expect(summary).toContain(WHAT_TO_DO);
    expect(summary).toContain(EXAMPLE_SUPPORT_LINE.phone);
    expect(html).toContain(`href="${EXAMPLE_SUPPORT_LINE.href}"`);
    expect(html).not.toContain("Simulated fault");
    // What was typed is there again.
    expect(html).toMatch(new RegExp(`name="phone"[^>]*value="${phone}"|value="${phone}"[^>]*name="phone"`));
  });

  it("in Hindi: the same, in Hindi", async () => {
    const client = newClient();
    await client.request("/?lang=hi");
    await built.control.fault({
      path: "/lead-service/v1/lead",
      method: "POST",
      status: 502,
      body: { code: 502, message: "Bad gateway upstream" },
    });

    await client.post("/?index", { phone: freshPhone(), cityId: PUNE, loanAmount: "80000", loanType: "FRESH" });

    const summary = textOf(withoutScripts(await (await client.request("/")).text()), 'id="lead-form-error"') ?? "";
    expect(summary).toContain("आपने जो भरा था, वह सुरक्षित है");
    expect(summary).toContain(EXAMPLE_SUPPORT_LINE.phone);
    expect(summary).not.toContain("Bad gateway upstream");
  });
});

describe("a page's refusal that carried an upstream's text", () => {
  it("the paid landing's failed create says the spec's message and what to do, not the upstream's message", async () => {
    const client = newClient();
    await client.request("/lp/basic-details");
    await built.control.failWith({ path: "/public/v1/lead", status: 500, message: "Leads are paused for maintenance" });

    const refused = await client.post("/lp/basic-details", { phone: freshPhone(), cityId: PUNE, loanAmount: "80000", loanType: "FRESH" });

    expect(refused.status).toBe(502);
    const html = withoutScripts(await refused.text());
    const summary = textOf(html, 'id="lead-form-error"') ?? "";
    expect(summary).toContain("Something went wrong while processing lead");
    expect(summary).toContain(WHAT_TO_DO);
    expect(html).not.toContain("Leads are paused for maintenance");
  });
});

describe("a duplicate lead", () => {
  it("says what the visitor can do: the call already arranged, the number to call now, or another number", async () => {
    const client = newClient();
    await client.request("/lp/basic-details");

    const refused = await client.post("/lp/basic-details", { phone: "9000000409", cityId: PUNE, loanAmount: "80000", loanType: "FRESH" });

    expect(refused.status).toBe(409);
    const html = withoutScripts(await refused.text());
    const offer = textOf(html, 'data-testid="duplicate-lead"') ?? "";
    expect(offer).toContain("You have already shared your details with us. Our team will call you shortly.");
    expect(offer).toContain(`Call us free now on ${EXAMPLE_SUPPORT_LINE.phone}`);
    expect(html).toMatch(new RegExp(`<a[^>]*href="${EXAMPLE_SUPPORT_LINE.href}"[^>]*data-testid="duplicate-call"`));
    // Not a red box of errors: the form's error summary is not there.
    expect(html).not.toContain('id="lead-form-error"');
  });
});

describe("a card login inside the cool-down, in a new session", () => {
  it("opens the entry of the code already sent, which logs in; no second code is sent", async () => {
    const first = newClient();
    expect((await first.post("/lp/cards/login", { kind: "phone", identity: DEMO_CARDHOLDER.phone })).headers.get("location")).toBe(
      "/lp/cards/otp",
    );
    const sends = async () => (await built.control.requests()).filter((r) => r.path === "/auth/v2/send-otp").length;
    expect(await sends()).toBe(1);

    const second = newClient();
    const again = await second.post("/lp/cards/login", { kind: "phone", identity: DEMO_CARDHOLDER.phone });

    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/lp/cards/otp");
    const page = textContent(withoutScripts(await (await second.request("/lp/cards/otp")).text()));
    // Only what the login already showed: the number typed, masked.
    expect(page).toContain("+91 ******0601");
    expect(page).toMatch(/new code in \d+ seconds|Send again/);
    const loggedIn = await second.post("/lp/cards/otp", { intent: "verify", otp: built.sim.otp });
    expect(loggedIn.headers.get("location")).toBe("/lp/cards/limits");
    expect(await sends()).toBe(1);
  });
});

describe("a card login inside a lead's cool-down", () => {
  it("is refused with the wait, not sent to a code entry: the code on its way is the lead's, which would not log in", async () => {
    const phone = freshPhone();
    const lead = newClient();
    await lead.request("/lp/basic-details");
    expect((await lead.post("/lp/basic-details", { phone, cityId: PUNE, loanAmount: "80000", loanType: "FRESH" })).status).toBe(302);

    const login = await newClient().post("/lp/cards/login", { kind: "phone", identity: phone });

    expect(login.status).toBe(429);
    expect(login.headers.get("location")).toBeNull();
  });
});

describe("a returning visitor", () => {
  it("finds the city chosen last time on the home page's form, in a new session", async () => {
    const client = newClient();
    await client.request("/lp/basic-details");
    const created = await client.post("/lp/basic-details", { phone: freshPhone(), cityId: PUNE, loanAmount: "80000", loanType: "FRESH" });
    expect(created.status).toBe(302);
    const remembered = client.cookie("gl_city");
    expect(remembered?.value).toBe(PUNE);

    // A new session (the session cookie gone), the same browser's remembered city.
    const returning = newClient();
    returning.setCookie(remembered!.name, remembered!.value);
    const html = await (await returning.request("/")).text();

    expect(selected(html, "cityId")).toBe(PUNE);
    expect(textContent(html)).toContain("The last 30 days in Pune");
    // The advertised figures are Pune's, named as Pune's.
    expect(textContent(html)).toMatch(/Schemes offered in Pune on .*: APR from/);
    // Without it, the default city.
    const fresh = await (await newClient().request("/")).text();
    expect(selected(fresh, "cityId")).toBe("1");
    expect(textContent(fresh)).toMatch(/Schemes offered in Bangalore on .*: APR from/);
  });
});
