/**
 * Customer information service client: create-customer (requirements §7) and the existing-user
 * check (requirements §5; the rule on its answer is in app/journey/referral.server.ts).
 * Contract: app/upstream/schemas/customer.ts, docs/upstream-contract.md.
 */
import { callUpstream } from "~/upstream/http.server";
import type { ForOwnedLead } from "~/upstream/owned-lead";
import { CreateCustomerResponseSchema, ExistingUserResponseSchema, type CreateCustomerRequest } from "~/upstream/schemas/customer";

/** POST /cis/create-customer, naming a lead this session owns. */
export async function createCustomer(body: ForOwnedLead<CreateCustomerRequest, "leadId">) {
  return callUpstream({ service: "lead", method: "post", path: "cis/create-customer", json: body, schema: CreateCustomerResponseSchema });
}

/** GET /cis/existing-user?phone. The caller applies requirements §5: only a 200 saying so means "new". */
export async function checkExistingUser(phone: string) {
  return callUpstream({
    service: "lead",
    method: "get",
    path: "cis/existing-user",
    searchParams: { phone },
    schema: ExistingUserResponseSchema,
  });
}
