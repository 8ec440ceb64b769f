/** The "otp-field" namespace: the one-time code input every OTP form has (OtpField) (see app/i18n/define.ts for the shape, decision 028 for the rules). */
import { defineMessages } from "~/i18n/define";
import { shared } from "~/i18n/messages/shared.server";

export default defineMessages({
  ...shared("One-time code"),
  "The {digits}-digit code": {
    hi: "{digits} अंकों का कोड",
    mr: "{digits} अंकी कोड",
    ta: "{digits} இலக்கக் குறியீடு",
    te: "{digits} అంకెల కోడ్",
    kn: "{digits} ಅಂಕಿಯ ಕೋಡ್",
    ml: "{digits} അക്ക കോഡ്",
  },
});
