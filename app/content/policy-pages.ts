/**
 * The site's own copy of the policy pages (docs/decisions/023-disclosures-and-policy-pages.md),
 * shown when the CMS cannot answer or has no such page. The officer's details and the
 * escalation come from app/content/disclosures.ts, so they are said the same way everywhere.
 * A section's body may hold several paragraphs, separated by a blank line. Pure code.
 */
import { BRAND } from "~/brand";
import { GRIEVANCE_OFFICER, GRIEVANCE_REPLY_DAYS, LSP_ROLE, OMBUDSMAN_AFTER_DAYS, RBI_CMS_URL, type PolicyPath } from "~/content/disclosures";

const officer = `${GRIEVANCE_OFFICER.name}, phone ${GRIEVANCE_OFFICER.phone} (${GRIEVANCE_OFFICER.hours}), e-mail ${GRIEVANCE_OFFICER.email}`;

export type PolicyContent = { title: string; description: string; sections: { heading: string; body: string }[] };

const section = (heading: string, body: string) => ({ heading, body });

export const POLICY_COPY: Readonly<Record<PolicyPath, PolicyContent>> = {
  "/privacy": {
    title: "Privacy policy",
    description: `What personal data ${BRAND.name} collects when you ask for a gold loan, why, how long we keep it, with whom we share it, and your rights under India's Digital Personal Data Protection Act, 2023.`,
    sections: [
      section(
        "What we collect",
        `When you ask for a loan: your name, mobile number, city and pincode, and, if you book a visit at home, your address and the time you chose. To confirm that the mobile number is yours we send a one-time password (OTP) by SMS; we use it only for that and do not keep it once it is checked.\n\nWhen you use the site: cookies that keep your session and your choices (such as language and the lite site), and analytics about the pages you open and the buttons you press, read with the device, browser and approximate location your connection reveals. We do not ask for your Aadhaar, PAN or bank details on this site; the lender asks for them when your loan is made.`,
      ),
      section(
        "Why we use it",
        "To answer your request: to call you back, show the schemes offered in your city, book your branch or doorstep visit and pass your application to the lender you choose. To keep the service safe (stopping abuse and fraud) and to improve it. We send you offers only if you agree, and you can stop them at any time.",
      ),
      section(
        "With whom we share it",
        `With the lender whose scheme you choose, so that it can assess and make your loan; with companies that work for us under contract (SMS and call providers, hosting, analytics), who may use it only to do that work; and with authorities where the law requires. We do not sell your personal data.`,
      ),
      section(
        "How long we keep it",
        "Application details for as long as your request is open and then for the period the law and the lender's record-keeping rules require, after which they are erased. Analytics are kept in a form that does not name you. Session cookies end when you close the browser or sign out; others last at most a year.",
      ),
      section(
        "Your rights",
        "Under the Digital Personal Data Protection Act, 2023 you may ask what data we hold about you and how it is used, have it corrected, completed or updated, have it erased once it is no longer needed, withdraw your consent (as easily as you gave it; what was done before stays lawful), have your grievance answered, and nominate someone to act for you if you die or cannot act. You may complain to the Data Protection Board of India if you are not satisfied with our answer.",
      ),
      section("Contact", `To use your rights or ask about this policy, write to our grievance officer: ${officer}. We answer within ${GRIEVANCE_REPLY_DAYS} working days.`),
    ],
  },
  "/terms": {
    title: "Terms of use",
    description: `The terms on which you use the ${BRAND.name} website and ask for a gold loan through it.`,
    sections: [
      section("Who we are", `${LSP_ROLE} We do not lend money ourselves and do not hold your gold.`),
      section(
        "Your loan",
        "Your loan is made by the lender, on its own terms: the key facts statement and sanction letter it gives you before you sign are what bind you and the lender. The amount, interest rate and charges shown on this site are indicative; the lender confirms them after checking your gold and your documents.",
      ),
      section(
        "Using the site",
        "Give true details of your own, and do not use the site to harm others or the service. The rates, the gold rate and the content here may change without notice. We take care that they are right but cannot promise that the site is always available or free of mistakes.",
      ),
      section("Your data", "How we use your personal data is described in our privacy policy."),
      section("Complaints and law", "Complaints follow our grievance redressal policy. These terms are governed by the laws of India."),
    ],
  },
  "/grievance-redressal": {
    title: "Grievance redressal",
    description: "How to raise a complaint about a gold loan you applied for through us, when you will hear back, and how to escalate it.",
    sections: [
      section(
        "Step 1: our grievance redressal officer",
        `Call, e-mail or write to ${officer}. Give your name, mobile number and what went wrong. We acknowledge a complaint within 2 working days and reply within ${GRIEVANCE_REPLY_DAYS} working days.`,
      ),
      section(
        "Step 2: the lender's nodal officer",
        "If you are not satisfied with our reply, or a complaint is about the loan itself (its interest, charges, repayment, auction or the return of your gold), write to the grievance or nodal officer of the lender named on your scheme and sanction letter. Their details are on the lender's website and in your loan documents.",
      ),
      section(
        "Step 3: the RBI Ombudsman",
        `If the lender does not reply within ${OMBUDSMAN_AFTER_DAYS} days, or rejects your complaint and you are not satisfied, you may complain under the Reserve Bank - Integrated Ombudsman Scheme, 2021, at ${RBI_CMS_URL}, free of charge.`,
      ),
    ],
  },
  "/fair-practices": {
    title: "Fair practices code",
    description: `A summary of how ${BRAND.name} and its lending partners treat you, from your application to the return of your gold.`,
    sections: [
      section("Clear information", "Before you sign, the lender gives you a key facts statement in a language you understand: the amount, interest rate, annual percentage rate, every charge, the tenure and how to repay."),
      section("No hidden charges", "You pay only the charges in the key facts statement. Anything not in it is not charged."),
      section("Your gold", "Your jewellery is weighed and tested in front of you, sealed in a packet you can check, and kept in the lender's vault. It is returned to you when you repay in full, without delay, and the lender tells you where and when."),
      section("Fair recovery", "Reminders are polite and at reasonable hours. Before any auction you are given notice and time to repay, and any surplus from a sale is returned to you."),
      section("No discrimination", "Applications are decided on their merits, without discrimination on grounds of gender, caste or religion."),
    ],
  },
  "/interest-rate-policy": {
    title: "Interest rate policy",
    description: "How the interest rates of the gold loans offered through us are set, and what the annual percentage rate includes.",
    sections: [
      section("Who sets the rate", "Each lender sets the rates of its gold loan schemes under its own board-approved interest rate policy, based on its cost of funds, the loan-to-value, the tenure, the repayment plan and its risk."),
      section("Ranges", "Rates differ by lender and scheme and are shown on each scheme, as a yearly rate. A scheme may charge a lower rate when you pay the interest on time and a higher one when you do not; both are shown before you choose."),
      section("The annual percentage rate", "The annual percentage rate (APR) shown with a scheme includes the processing fee and other charges, not only the interest, so that you can compare schemes fairly."),
      section("Changes", "A change in a lender's rate applies to new loans; your loan's rate is the one in your key facts statement and sanction letter."),
    ],
  },
};
