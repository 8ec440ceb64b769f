/**
 * Seeded CMS pages, in English. A request in another language gets this
 * content with its own lang echoed (the CMS falls back to English).
 */
import { DIGITAL_JOURNEY_FLOW } from "./flow";
import type { FlowConfig } from "~/upstream/schemas/content";

export interface SeededPage {
  urlName: string;
  title: string;
  description: string;
  flow: FlowConfig | null;
  sections: { type: string; heading: string; body: string }[];
}

export const SEEDED_PAGES: Readonly<Record<string, SeededPage>> = {
  "digital-journey": {
    urlName: "digital-journey",
    title: "Apply for a gold loan",
    description:
      "Share a few details, verify your mobile number, choose a scheme and book a branch or doorstep visit. It takes about five minutes.",
    flow: DIGITAL_JOURNEY_FLOW,
    sections: [],
  },
  home: {
    urlName: "home",
    title: "Gold loans at low interest, in 30 minutes",
    description:
      "Borrow from ₹30,000 to ₹1 crore against your gold jewellery, through our partner banks. Visit a branch near you or have our team come to your home.",
    flow: null,
    sections: [
      {
        type: "benefit",
        heading: "Money in your account the same day",
        body: "Once your gold is checked and weighed, the loan is paid straight into your bank account, usually within 30 minutes.",
      },
      {
        type: "benefit",
        heading: "Your gold stays safe",
        body: "Your jewellery is sealed in front of you, kept in a partner bank's vault and insured until you take it back.",
      },
      {
        type: "benefit",
        heading: "Clear interest, no hidden charges",
        body: "See the interest rate, processing fee and repayment terms of every scheme before you choose. What you see is what you pay.",
      },
      {
        type: "benefit",
        heading: "Repay the way that suits you",
        body: "Pay only the interest each month and the principal at the end, or repay part of the loan early whenever you like.",
      },
    ],
  },
};
