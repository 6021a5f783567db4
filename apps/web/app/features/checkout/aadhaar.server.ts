import { RAILWAY_IDS_ENDPOINTS } from "@safar/contracts/railway-ids";
import type { ApiClient } from "#server-context";
import { call } from "../../lib/api.server.ts";
import { deviceClass } from "../../lib/device.ts";
import type { AadhaarView } from "./aadhaar.ts";

/**
 * The Aadhaar line of a railway user ID the signed-in user linked, from the
 * railway-ID status (`v1/user/status`); null when the ID is not theirs or
 * the railway does not answer (the screen then shows the ID alone).
 * `returnPath` is the screen the railway's page comes back to.
 */
export async function aadhaarViewFor(
  api: ApiClient,
  request: Request,
  railwayUserId: string,
  returnPath: string,
): Promise<AadhaarView | null> {
  if (!railwayUserId) return null;
  const status = await call(api, RAILWAY_IDS_ENDPOINTS.status, {
    query: { userId: railwayUserId, return: returnPath },
  });
  if (!status.ok) return null;
  return {
    railwayUserId,
    authenticated: status.data.aadhaarVerified,
    masked: status.data.aadhaarMasked,
    url: status.data.aadhaarUrl,
    device: deviceClass(request.headers.get("user-agent") ?? ""),
  };
}
