import type { FastifyInstance } from "fastify";

/** Railway user IDs (spec §5, §7 `v2/user`, `v1/user/verify`…): to be filled (issue 6 item 5). */
export async function railwayIdsRoutes(_app: FastifyInstance): Promise<void> {}
