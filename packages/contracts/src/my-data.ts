import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";

/**
 * "My data" (issue 25 item 5; DPDP Act 2023 s. 11, the right to a summary of
 * the personal data held): everything Safar holds about the signed-in
 * traveller, as one JSON download.
 */

const Rows = z.array(z.record(z.string(), z.unknown()));

export const MyDataSchema = z.object({
  /** When this copy was made (ISO instant). */
  generatedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  savedTravellers: Rows,
  railwayIds: Rows,
  orders: Rows,
  payments: Rows,
  refunds: Rows,
  favourites: Rows,
  tatkalReminders: Rows,
  consents: Rows,
  signIns: Rows,
  /** SMS and e-mails sent to the account's mobile or e-mail, sign-in codes masked. */
  messages: Rows,
  /** How long each part is kept (docs/security.md "Retention"). */
  retention: z.record(z.string(), z.string()),
});
export type MyData = z.output<typeof MyDataSchema>;

export const MY_DATA_ENDPOINTS = {
  download: {
    operationId: "myData",
    method: "GET",
    path: "/api/trains/v1/user/data",
    summary: "Everything Safar holds about the signed-in user, as a JSON download",
    query: z.object({}),
    response: MyDataSchema,
    errors: ["logged_out"],
  },
} as const satisfies Record<string, Endpoint>;
