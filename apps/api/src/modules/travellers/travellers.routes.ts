import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { TRAVELLERS_ENDPOINTS } from "@safar/contracts/travellers/endpoints";
import { savedTravellersRefusal } from "@safar/contracts/travellers/saved-traveller";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { route } from "../../endpoints.ts";
import { lookupAddress } from "./address.ts";
import { createTravellersService } from "./travellers.service.ts";

/**
 * The signed-in user, or 401 `logged_out` worded 'Please login to view saved
 * traveller’s list' (spec §5): the status and code lead the client's generic
 * wrapper to the login flow (spec §4, §6, §8) like any 401; the message is the
 * one the spec gives this list.
 */
async function signedIn(request: FastifyRequest) {
  try {
    return await request.requireUser();
  } catch (error) {
    if (error instanceof DomainError && error.code === ErrorCode.logged_out) {
      throw new DomainError(ErrorCode.logged_out, { message: savedTravellersRefusal(false) });
    }
    throw error;
  }
}

/** A user's own list: never stored by a browser or a proxy. */
const privateAnswer = (reply: FastifyReply) => reply.header("cache-control", "no-store");

/**
 * Saved travellers (spec §3, §4, §7 `v1/user/td_details`, `v1/user/td_state`),
 * every call for the signed-in user only, answering the whole list
 * (`SavedTravellersResponseSchema`):
 * - `GET /api/trains/v1/user/td_details?classCode=` the list;
 * - `POST /api/trains/v1/user/td_details` `{ action: create | edit | delete, traveller }`;
 * - `POST /api/trains/v1/user/td_state` `{ chosenId }`: first and default.
 * The POSTs carrying the session cookie need the anti-forgery header (the
 * global hook of the auth module). Register at the root: the paths are absolute.
 */
export async function travellersRoutes(app: FastifyInstance): Promise<void> {
  const service = createTravellersService({ db: app.deps.database.db, now: app.deps.now });
  const { list, change, choose, address } = TRAVELLERS_ENDPOINTS;
  const user = { auth: signedIn };

  // Not personal: a pincode's state and cities, for anyone filling GST details.
  route(app, address, {}, async ({ query }) => {
    const found = await lookupAddress(app.deps.railway, query.pincode);
    if (!found) {
      throw new DomainError(ErrorCode.not_found, { message: "Please enter a valid Pincode" });
    }
    return found;
  });

  route(app, list, user, async ({ user, reply, query }) => {
    privateAnswer(reply);
    return service.list(user.id, query);
  });

  route(app, change, user, async ({ user, reply, query, body }) => {
    privateAnswer(reply);
    return service.change(user.id, body, query);
  });

  route(app, choose, user, async ({ user, reply, query, body }) => {
    privateAnswer(reply);
    return service.choose(user.id, body.chosenId, query);
  });
}
