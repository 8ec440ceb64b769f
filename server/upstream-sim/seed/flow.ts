/** The digital journey's flow configuration (requirements §2), served in the "digital-journey" page. */
import type { FlowConfig } from "~/upstream/schemas/content";

export const DIGITAL_JOURNEY_FLOW: FlowConfig = {
  steps: [
    { path: "/lp/basic-details", title: "Tell us about your loan", items: [{ type: "lead-form" }] },
    { path: "/lp/otp/auth/[id]", title: "Verify your mobile number", items: [{ type: "otp-form" }] },
    {
      path: "/lp/pincode",
      title: "Check your pincode",
      items: [
        { type: "pincode-form" },
        { type: "daily-visit-count", props: { counts: [1184, 1342, 967, 1420, 1275, 1093, 1518] } },
        {
          type: "alert-seek",
          props: { message: "Need help choosing? Ask for a call back and our gold loan expert will call you." },
        },
      ],
    },
    { path: "/lp/schemes", title: "Choose a scheme", items: [{ type: "gold-rate" }, { type: "scheme-list" }] },
    {
      path: "/lp/book-visit",
      title: "Book a branch or doorstep visit",
      items: [
        { type: "visit-booking" },
        { type: "branch-distance" },
        { type: "city-info" },
        { type: "referral-code" },
        { type: "gpay-voucher" },
      ],
    },
    { path: "/lp/confirmation", title: "Your visit is booked", items: [{ type: "booking-summary" }] },
  ],
};
