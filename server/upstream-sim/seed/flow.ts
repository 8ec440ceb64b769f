/** The digital journey's flow configuration (spec §2), served in the "digital-journey" page. */
import type { FlowConfig } from "~/upstream/schemas/content";

export const DIGITAL_JOURNEY_FLOW: FlowConfig = {
  steps: [
    { path: "/lp/basic-details", title: "Tell us about your loan", items: [{ type: "lead-form" }] },
    { path: "/lp/otp/auth/[id]", title: "Verify your mobile number", items: [{ type: "otp-form" }] },
    { path: "/lp/pincode", title: "Check your pincode", items: [{ type: "pincode-form" }] },
    { path: "/lp/schemes", title: "Choose a scheme", items: [{ type: "gold-rate" }, { type: "scheme-list" }] },
    { path: "/lp/book-visit", title: "Book a branch or doorstep visit", items: [{ type: "visit-booking" }] },
  ],
};
