import { z } from "zod";
import { BERTH_CODES, type BerthCode, CLASS_CODES, type ClassCode } from "../code-tables.ts";
import { inputText } from "../text.ts";
import { WrapperQuerySchema } from "../trains/common.ts";
import type { EndpointDefinition } from "../trains/endpoints.ts";
import {
  type OfferedOptions,
  SavedTravellerInputSchema,
  SavedTravellerSchema,
} from "./saved-traveller.ts";

/**
 * The saved-travellers API (spec §3 "saved passenger", §4 "Saved passengers",
 * §7 `v1/user/td_details`, `v1/user/td_state`; ADR 011): one schema per input,
 * the answer, and the limits and messages of ours.
 *
 * Decisions:
 * - Every call answers the whole list, in display order, each traveller
 *   normalised by `normaliseSavedTraveller` against the berths offered in the
 *   class being booked (`classCode` in the query, any of the three calls;
 *   absent: every berth code). The food a train serves is not known here, so
 *   every food code counts as offered.
 * - `td_details` takes `{ action, traveller }`: `create` (an `id` is
 *   ignored), `edit` (the traveller's `id` required, every field replaced; an
 *   absent `isDefault` keeps the current flag) or `delete` (`{ id }` only).
 *   The traveller's fields are checked here for shape only; the rules with
 *   their wording (`validateSavedTravellerInput`, which needs today) are
 *   applied by the API, which answers 400 `validation_failed` with `fields`
 *   keyed by body path (`traveller.name`, `traveller.age`, …).
 * - Ids are sent as strings (the API's are serial numbers); a number is read
 *   as its digits.
 * - At most `SAVED_TRAVELLERS_MAX` (20, ours: the spec gives none) saved
 *   travellers per user; the 21st create is refused with
 *   `SAVED_TRAVELLER_API_MESSAGES.limitReached`.
 */

/** Ours: the most travellers one user may save. */
export const SAVED_TRAVELLERS_MAX = 20;

/** Ours: the wording of the rules the spec states without wording them (not in `messages.ts`). */
export const SAVED_TRAVELLER_API_MESSAGES = {
  limitReached: `You can save up to ${SAVED_TRAVELLERS_MAX} travellers. Please delete one to add another`,
  travellerIdRequired: "Please choose a saved traveller",
  classInvalid: "Please choose a valid class",
} as const;

// ── Berths offered per class ─────────────────────────────────────────────────

const EVERY_CLASS: readonly BerthCode[] = ["NB", "NP"];
const SEATS: readonly BerthCode[] = ["WS", ...EVERY_CLASS];
const CABINS: readonly BerthCode[] = ["LB", "UB", ...EVERY_CLASS];

/**
 * The berth preferences a class offers (the coach layouts of the simulated
 * railway, `packages/railway/src/inventory/layout.ts`): 1A and FC cabins
 * lower and upper; 2A no middles; 3A, 3E and SL every berth (3A's side
 * middle exists on Garib Rath coaches only, offered all the same: the train
 * type is not known here); chair cars and sitting classes a window seat. No
 * berth (an infant's, a child's without a berth) and No preference in every
 * class. Without a class: every code.
 */
export const BERTHS_BY_CLASS: Readonly<Record<ClassCode, readonly BerthCode[]>> = {
  "1A": CABINS,
  FC: CABINS,
  "2A": ["LB", "UB", "SL", "SU", ...EVERY_CLASS],
  "3A": ["LB", "MB", "UB", "SL", "SM", "SU", ...EVERY_CLASS],
  "3E": ["LB", "MB", "UB", "SL", "SU", ...EVERY_CLASS],
  SL: ["LB", "MB", "UB", "SL", "SU", ...EVERY_CLASS],
  CC: SEATS,
  "2S": SEATS,
  EC: SEATS,
  EA: SEATS,
  EV: SEATS,
  VC: SEATS,
  VS: SEATS,
};

export function berthOptionsFor(classCode: ClassCode | undefined): readonly BerthCode[] {
  return classCode === undefined ? BERTH_CODES : BERTHS_BY_CLASS[classCode];
}

/** What `normaliseSavedTraveller` is given for a class (every food code: the train's meals are not known here). */
export function offeredOptionsFor(classCode: ClassCode | undefined): OfferedOptions {
  return { berths: berthOptionsFor(classCode) };
}

// ── Inputs ───────────────────────────────────────────────────────────────────

/** The generic wrapper's query (spec §7) and the class being booked. */
export const SavedTravellersQuerySchema = WrapperQuerySchema.extend({
  classCode: inputText()
    .trim()
    .toUpperCase()
    .pipe(z.enum(CLASS_CODES, { error: SAVED_TRAVELLER_API_MESSAGES.classInvalid }))
    .optional()
    .describe("The class being booked: berths it does not offer are shown as NP"),
});
export type SavedTravellersQuery = z.output<typeof SavedTravellersQuerySchema>;

/** A saved traveller's id: a string of 1–64 characters, or a number read as its digits. */
export const TravellerIdSchema = z
  .union([inputText().max(200), z.number().int().nonnegative()], {
    error: SAVED_TRAVELLER_API_MESSAGES.travellerIdRequired,
  })
  .transform((id) => String(id).trim())
  .pipe(z.string().min(1, SAVED_TRAVELLER_API_MESSAGES.travellerIdRequired).max(64));

/** A traveller's fields as typed (shape only; the rules are applied by the API). */
const TravellerFieldsSchema = SavedTravellerInputSchema.in;

export const TdDetailsRequestSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("create"),
    traveller: TravellerFieldsSchema.omit({ id: true }),
  }),
  z.object({
    action: z.literal("edit"),
    traveller: TravellerFieldsSchema.extend({ id: TravellerIdSchema }),
  }),
  z.object({
    action: z.literal("delete"),
    traveller: z.object({ id: TravellerIdSchema }),
  }),
]);
export type TdDetailsRequest = z.output<typeof TdDetailsRequestSchema>;
export type TdDetailsRequestInput = z.input<typeof TdDetailsRequestSchema>;

/** Spec §3: "the chosen user is moved to id 1 and made default". */
export const TdStateRequestSchema = z.object({ chosenId: TravellerIdSchema });
export type TdStateRequest = z.output<typeof TdStateRequestSchema>;

// ── The answer ───────────────────────────────────────────────────────────────

export const SavedTravellersResponseSchema = z.object({
  /** In display order; the default traveller is put first when chosen. */
  travellers: z.array(SavedTravellerSchema),
  maxTravellers: z.number().int(),
  /** The traveller created, edited, deleted or chosen by the call. */
  travellerId: z.string().optional(),
});
export type SavedTravellersResponse = z.output<typeof SavedTravellersResponseSchema>;

/** Spec §7 `v1/user/address`: the GST section's pincode lookup. */
export const AddressQuerySchema = WrapperQuerySchema.extend({
  pincode: inputText()
    .trim()
    .regex(/^[1-9]\d{5}$/, "Please enter a valid 6-digit Pincode"),
});

export const AddressResponseSchema = z.object({
  pincode: z.string(),
  state: z.string(),
  /** The pincode's city first when known, then the state's cities (spec §4: fills the first city). */
  cities: z.array(z.string()),
});
export type AddressResponse = z.output<typeof AddressResponseSchema>;

export const TRAVELLERS_ENDPOINTS = {
  list: {
    operationId: "savedTravellers",
    method: "GET",
    path: "/api/trains/v1/user/td_details",
    summary: "The signed-in user's saved travellers, in display order",
    query: SavedTravellersQuerySchema,
    response: SavedTravellersResponseSchema,
    errors: ["logged_out"],
  },
  change: {
    operationId: "changeSavedTraveller",
    method: "POST",
    path: "/api/trains/v1/user/td_details",
    summary: "Creates (first in the list), edits or deletes one saved traveller; answers the list",
    query: SavedTravellersQuerySchema,
    body: TdDetailsRequestSchema,
    response: SavedTravellersResponseSchema,
    errors: ["logged_out", "forbidden_csrf", "not_found"],
  },
  choose: {
    operationId: "chooseSavedTraveller",
    method: "POST",
    path: "/api/trains/v1/user/td_state",
    summary: "Moves the chosen traveller first and makes it the default; answers the list",
    query: SavedTravellersQuerySchema,
    body: TdStateRequestSchema,
    response: SavedTravellersResponseSchema,
    errors: ["logged_out", "forbidden_csrf", "not_found"],
  },
  address: {
    operationId: "pincodeAddress",
    method: "GET",
    path: "/api/trains/v1/user/address",
    summary: "The state and cities of a pincode (GST details)",
    query: AddressQuerySchema,
    response: AddressResponseSchema,
    errors: ["not_found"],
  },
} as const satisfies Record<string, EndpointDefinition>;
