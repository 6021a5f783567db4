import { TRAVELLERS_ENDPOINTS } from "@safar/contracts/travellers/endpoints";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../openapi.ts";

describe("the saved-travellers endpoints in the OpenAPI document", () => {
  it("documents both methods of td_details and td_state with their error answers", async () => {
    const doc = await buildOpenApiDocument(Object.values(TRAVELLERS_ENDPOINTS));
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/api/trains/v1/user/address",
      "/api/trains/v1/user/td_details",
      "/api/trains/v1/user/td_state",
    ]);
    const details = doc.paths["/api/trains/v1/user/td_details"] ?? {};
    expect(Object.keys(details).sort()).toEqual(["get", "post"]);
    const post = details.post as { requestBody: unknown; responses: Record<string, unknown> };
    expect(post.requestBody).toBeDefined();
    expect(Object.keys(post.responses).sort()).toEqual(["200", "400", "401", "403", "404", "500"]);
    const get = details.get as { parameters: { name: string }[] };
    expect(get.parameters.map((p) => p.name)).toContain("classCode");
  });
});
