/**
 * Cities client. The spec names the City entity but not its list endpoint: we assume
 * GET /api/v1/cities (docs/upstream-contract.md).
 */
import { callUpstream } from "~/upstream/http.server";
import { CitiesResponseSchema } from "~/upstream/schemas/cities";

export async function getCities() {
  return callUpstream({ service: "content", method: "get", path: "api/v1/cities", schema: CitiesResponseSchema });
}
