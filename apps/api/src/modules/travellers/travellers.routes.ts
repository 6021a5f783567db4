import type { FastifyInstance } from "fastify";

/** Saved travellers (spec §3, §7 `v1/user/td_details`, `v1/user/td_state`): to be filled (issue 6 item 3). */
export async function travellersRoutes(_app: FastifyInstance): Promise<void> {}
