/**
 * The site's own copy of the policy pages (docs/decisions/023-disclosures-and-policy-pages.md),
 * shown when the CMS cannot answer or has no such page, and in the visitor's language when it is
 * not English (decision 028; each page's text is its namespace of the catalogue, "policy-privacy"...).
 * The officer's details and the escalation come from app/content/disclosures.ts, so they are said
 * the same way everywhere. A section's body may hold several paragraphs, separated by a blank
 * line. Pure code.
 */
import { BRAND } from "~/brand";
import {
  type GrievanceOfficer,
  GRIEVANCE_REPLY_DAYS,
  LSP_ROLE,
  OMBUDSMAN_AFTER_DAYS,
  RBI_CMS_URL,
  type PolicyPath,
} from "~/content/disclosures";
import { createTranslator, type Translator } from "~/i18n/translate";

export type PolicyContent = { title: string; description: string; sections: { heading: string; body: string }[] };

const section = (heading: string, body: string) => ({ heading, body });

/** The grievance officer in one line: "Asha Rao, phone … (hours), e-mail …". */
function officerLine(t: Translator, officer: GrievanceOfficer): string {
  return t("{name}, phone {phone} ({hours}), e-mail {email}", {
    name: officer.name,
    phone: officer.phone,
    hours: t(officer.hours),
    email: officer.email,
  });
}

/** The site's copy of a policy page in the language of `t` (English with an English translator). */
export function policyCopy(path: PolicyPath, t: Translator, grievanceOfficer: GrievanceOfficer): PolicyContent {
  const officer = officerLine(t, grievanceOfficer);
  const brand = BRAND.name;
  switch (path) {
    case "/privacy":
      return {
        title: t("Privacy policy"),
        description: t(
          "What personal data {brand} collects when you ask for a gold loan, why, how long we keep it, with whom we share it, and your rights under India's Digital Personal Data Protection Act, 2023.",
          { brand },
        ),
        sections: [
          section(
            t("What we collect"),
            [
              t(
                "When you ask for a loan: your name, mobile number, city and pincode, and, if you book a visit at home, your address and the time you chose. To confirm that the mobile number is yours we send a one-time password (OTP) by SMS; we use it only for that and do not keep it once it is checked.",
              ),
              t(
                "When you use the site: cookies that keep your session and your choices (such as language and the lite site), and analytics about the pages you open and the buttons you press, read with the device, browser and approximate location your connection reveals. We do not ask for your Aadhaar, PAN or bank details on this site; the lender asks for them when your loan is made.",
              ),
              t(
                "When you ask for a loan, this browser also gets an identifier of its own: a random number in a cookie (gl_browser_id), kept for a year and sent with your request, so that requests from one browser can be told apart from others. It is not worked out from your device (we do not fingerprint it), and clearing the site's cookies removes it.",
              ),
            ].join("\n\n"),
          ),
          section(
            t("Why we use it"),
            t(
              "To answer your request: to call you back, show the schemes offered in your city, book your branch or doorstep visit and pass your application to the lender you choose. To keep the service safe (stopping abuse and fraud) and to improve it. We send you offers only if you agree, and you can stop them at any time.",
            ),
          ),
          section(
            t("With whom we share it"),
            t(
              "With the lender whose scheme you choose, so that it can assess and make your loan; with companies that work for us under contract (SMS and call providers, hosting, analytics), who may use it only to do that work; and with authorities where the law requires. We do not sell your personal data.",
            ),
          ),
          section(
            t("How long we keep it"),
            t(
              "Application details for as long as your request is open and then for the period the law and the lender's record-keeping rules require, after which they are erased. Analytics are kept in a form that does not name you. Session cookies end when you close the browser or sign out; others last at most a year.",
            ),
          ),
          section(
            t("Your rights"),
            t(
              "Under the Digital Personal Data Protection Act, 2023 you may ask what data we hold about you and how it is used, have it corrected, completed or updated, have it erased once it is no longer needed, withdraw your consent (as easily as you gave it; what was done before stays lawful), have your grievance answered, and nominate someone to act for you if you die or cannot act. You may complain to the Data Protection Board of India if you are not satisfied with our answer.",
            ),
          ),
          section(
            t("Contact"),
            t(
              "To use your rights or ask about this policy, write to our grievance officer: {officer}. We answer within {days} working days.",
              { officer, days: GRIEVANCE_REPLY_DAYS },
            ),
          ),
        ],
      };
    case "/terms":
      return {
        title: t("Terms of use"),
        description: t("The terms on which you use the {brand} website and ask for a gold loan through it.", { brand }),
        sections: [
          section(t("Who we are"), `${t.message(LSP_ROLE)} ${t("We do not lend money ourselves and do not hold your gold.")}`),
          section(
            t("Your loan"),
            t(
              "Your loan is made by the lender, on its own terms: the key facts statement and sanction letter it gives you before you sign are what bind you and the lender. The amount, interest rate and charges shown on this site are indicative; the lender confirms them after checking your gold and your documents.",
            ),
          ),
          section(
            t("Using the site"),
            t(
              "Give true details of your own, and do not use the site to harm others or the service. The rates, the gold rate and the content here may change without notice. We take care that they are right but cannot promise that the site is always available or free of mistakes.",
            ),
          ),
          section(t("Your data"), t("How we use your personal data is described in our privacy policy.")),
          section(
            t("Complaints and law"),
            t("Complaints follow our grievance redressal policy. These terms are governed by the laws of India."),
          ),
        ],
      };
    case "/grievance-redressal":
      return {
        title: t("Grievance redressal"),
        description: t(
          "How to raise a complaint about a gold loan you applied for through us, when you will hear back, and how to escalate it.",
        ),
        sections: [
          section(
            t("Step 1: our grievance redressal officer"),
            t(
              "Call, e-mail or write to {officer}. Give your name, mobile number and what went wrong. We acknowledge a complaint within 2 working days and reply within {days} working days.",
              { officer, days: GRIEVANCE_REPLY_DAYS },
            ),
          ),
          section(
            t("Step 2: the lender's nodal officer"),
            t(
              "If you are not satisfied with our reply, or a complaint is about the loan itself (its interest, charges, repayment, auction or the return of your gold), write to the grievance or nodal officer of the lender named on your scheme and sanction letter. Their details are on the lender's website and in your loan documents.",
            ),
          ),
          section(
            t("Step 3: the RBI Ombudsman"),
            t(
              "If the lender does not reply within {days} days, or rejects your complaint and you are not satisfied, you may complain under the Reserve Bank - Integrated Ombudsman Scheme, 2021, at {url}, free of charge.",
              { days: OMBUDSMAN_AFTER_DAYS, url: RBI_CMS_URL },
            ),
          ),
        ],
      };
    case "/fair-practices":
      return {
        title: t("Fair practices code"),
        description: t("A summary of how {brand} and its lending partners treat you, from your application to the return of your gold.", {
          brand,
        }),
        sections: [
          section(
            t("Clear information"),
            t(
              "Before you sign, the lender gives you a key facts statement in a language you understand: the amount, interest rate, annual percentage rate, every charge, the tenure and how to repay.",
            ),
          ),
          section(t("No hidden charges"), t("You pay only the charges in the key facts statement. Anything not in it is not charged.")),
          section(
            t("Your gold"),
            t(
              "Your jewellery is weighed and tested in front of you, sealed in a packet you can check, and kept in the lender's vault. It is returned to you when you repay in full, without delay, and the lender tells you where and when.",
            ),
          ),
          section(
            t("Fair recovery"),
            t(
              "Reminders are polite and at reasonable hours. Before any auction you are given notice and time to repay, and any surplus from a sale is returned to you.",
            ),
          ),
          section(
            t("No discrimination"),
            t("Applications are decided on their merits, without discrimination on grounds of gender, caste or religion."),
          ),
        ],
      };
    case "/interest-rate-policy":
      return {
        title: t("Interest rate policy"),
        description: t(
          "How the interest rates of the gold loans offered through us are set, and what the annual percentage rate includes.",
        ),
        sections: [
          section(
            t("Who sets the rate"),
            t(
              "Each lender sets the rates of its gold loan schemes under its own board-approved interest rate policy, based on its cost of funds, the loan-to-value, the tenure, the repayment plan and its risk.",
            ),
          ),
          section(
            t("Ranges"),
            t(
              "Rates differ by lender and scheme and are shown on each scheme, as a yearly rate. A scheme may charge a lower rate when you pay the interest on time and a higher one when you do not; both are shown before you choose.",
            ),
          ),
          section(
            t("The annual percentage rate"),
            t(
              "The annual percentage rate (APR) shown with a scheme includes the processing fee and other charges, not only the interest, so that you can compare schemes fairly.",
            ),
          ),
          section(
            t("Changes"),
            t(
              "A change in a lender's rate applies to new loans; your loan's rate is the one in your key facts statement and sanction letter.",
            ),
          ),
        ],
      };
  }
}

const ENGLISH = createTranslator({}, "en");

/** The site's copy of a policy page in English, naming `officer`. */
export function englishPolicyCopy(path: PolicyPath, officer: GrievanceOfficer): PolicyContent {
  return policyCopy(path, ENGLISH, officer);
}
