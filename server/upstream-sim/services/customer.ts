/** Customer information service (requirements §5, §7): the existing-user check and create-customer. */
import { randomBytes } from "node:crypto";
import { json, parseWith, type RouteTable } from "../router";
import type { SimContext } from "../state";
import { CreateCustomerRequestSchema, ExistingUserQuerySchema } from "~/upstream/schemas/customer";

export const customerRoutes: RouteTable<SimContext> = [
  {
    method: "GET",
    path: "/cis/existing-user",
    handler: (req, ctx) => {
      const { phone } = parseWith(ExistingUserQuerySchema, req.query);
      return json(200, { data: { existing: ctx.state.customers.has(phone) } });
    },
  },
  {
    method: "POST",
    path: "/cis/create-customer",
    handler: (req, ctx) => {
      const { phone } = parseWith(CreateCustomerRequestSchema, req.body);
      if (ctx.state.customers.has(phone)) return json(409, { code: 409, message: "Customer already exists" });
      const customerId = `CUS-${randomBytes(4).toString("hex").toUpperCase()}`;
      ctx.state.customers.set(phone, customerId);
      return json(200, { code: 200, message: "Customer created", data: { customerId } });
    },
  },
];
