/** The "personal-loans-page" namespace: what a CMS page under /personal-loans/ adds to its copy (see app/i18n/define.ts for the shape, decision 028 for the rules). */
import { defineMessages } from "~/i18n/define";
import { shared } from "~/i18n/messages/shared.server";

export default defineMessages({
  ...shared("Personal loans"),
  "Call {phone}": {
    hi: "{phone} पर कॉल करें",
    mr: "{phone} वर कॉल करा",
    ta: "{phone} என்ற எண்ணை அழைக்கவும்",
    te: "{phone}కి కాల్ చేయండి",
    kn: "{phone} ಗೆ ಕರೆ ಮಾಡಿ",
    ml: "{phone} എന്ന നമ്പറിൽ വിളിക്കുക",
  },
});
