import { MY_DATA_ENDPOINTS } from "@safar/contracts/my-data";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { createMyDataService } from "./my-data.service.ts";

/** `v1/user/data`: the signed-in user's own data, as a file to keep. */
export function myDataRoutes(myData: ReturnType<typeof createMyDataService>) {
  return async (app: FastifyInstance) => {
    route(app, MY_DATA_ENDPOINTS.download, { auth: "user" }, async ({ user, reply }) => {
      const data = await myData.download(user.id);
      reply.header("cache-control", "no-store");
      reply.header(
        "content-disposition",
        `attachment; filename="safar-my-data-${data.generatedAt.slice(0, 10)}.json"`,
      );
      return data;
    });
  };
}
