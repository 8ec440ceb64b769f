/**
 * Referral and voucher paths (requirements §7 "Referral and vouchers"). Referral paths need the
 * static token as `Authorization: Bearer <token>`; the Google Pay voucher check does not.
 */
import * as z from "zod";
import { HttpError, json, parseWith, type RouteTable, type SimRequest } from "../router";
import { isReferralCode, voucherAmount } from "../seed/referral";
import type { SimContext } from "../state";
import { REFERRAL_TOKEN } from "../credentials";
import { E164IndianPhoneSchema } from "~/upstream/schemas/lead";
import { AddReferralRequestSchema, ReferralCodeQuerySchema, VoucherQuerySchema } from "~/upstream/schemas/referral";

export const INVALID_REFERRAL_TOKEN = { code: 401, message: "Invalid referral token" } as const;
export const INVALID_REFERRAL_CODE_MESSAGE = "This referral code is not valid";
export const ALREADY_REGISTERED_MESSAGE = "This number is already registered with us";
export const INVALID_VOUCHER_MESSAGE = "This voucher code is not valid";

const RefereeParamsSchema = z.object({ phone: E164IndianPhoneSchema });

function requireToken(req: SimRequest): void {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "");
  if (match?.[1]?.trim() !== REFERRAL_TOKEN) throw new HttpError(401, INVALID_REFERRAL_TOKEN);
}

export const referralRoutes: RouteTable<SimContext> = [
  {
    method: "GET",
    path: "/referral/validatereferralcode",
    handler: (req) => {
      requireToken(req);
      const { referralCode } = parseWith(ReferralCodeQuerySchema, req.query);
      return json(200, {
        data: isReferralCode(referralCode)
          ? { valid: true, message: "Referral code applied" }
          : { valid: false, message: INVALID_REFERRAL_CODE_MESSAGE },
      });
    },
  },
  {
    method: "GET",
    path: "/referral/validate/:phone",
    handler: (req, ctx) => {
      requireToken(req);
      const { phone } = parseWith(RefereeParamsSchema, req.params);
      return json(200, {
        data: ctx.state.customers.has(phone) ? { valid: false, message: ALREADY_REGISTERED_MESSAGE } : { valid: true },
      });
    },
  },
  {
    method: "POST",
    path: "/referral/add-mweb-referral",
    handler: (req, ctx) => {
      requireToken(req);
      const { refereePhone, referralCode } = parseWith(AddReferralRequestSchema, req.body);
      if (!isReferralCode(referralCode)) return json(400, { code: 400, message: INVALID_REFERRAL_CODE_MESSAGE });
      ctx.state.referrals.push({ refereePhone, referralCode: referralCode.trim().toUpperCase(), at: new Date(ctx.now()).toISOString() });
      return json(200, { code: 200, message: "Referral added" });
    },
  },
  {
    method: "GET",
    path: "/gpay-voucher-code/validate",
    handler: (req) => {
      const { voucherCode } = parseWith(VoucherQuerySchema, req.query);
      const amount = voucherAmount(voucherCode);
      return json(200, {
        data: amount === null ? { valid: false, message: INVALID_VOUCHER_MESSAGE } : { valid: true, message: "Voucher applied", amount },
      });
    },
  },
];
