import type { BookingJourney, Eligibility, PremiumsResponse } from "@safar/contracts/booking";
import type { BerthCode } from "@safar/contracts/code-tables";
import type { AvailabilityItem, TrainResult } from "@safar/contracts/trains/common";
import type { SavedTraveller } from "@safar/contracts/travellers/saved-traveller";

/** What the traveller-details page shows: the journey, the train, the signed-in user's lists. */
export interface ConfirmData {
  journey: BookingJourney;
  train: Pick<
    TrainResult,
    | "trainNumber"
    | "trainName"
    | "from"
    | "to"
    | "departure"
    | "arrival"
    | "duration"
    | "cateringIncluded"
  > | null;
  availability: AvailabilityItem | null;
  premiums: PremiumsResponse | null;
  signedIn: boolean;
  saved: SavedTraveller[];
  railwayIds: string[];
  berths: readonly BerthCode[];
  /** The travellers' names a quick book would copy (the last booking's), or null. */
  quickBook: string[] | null;
  /** What stands in the way of this booking with the first linked IRCTC ID (signed in), or null. */
  eligibility: Eligibility | null;
}

/** The action's answer: the values and messages to show (the same before and after JavaScript). */
export interface TravellerFormState {
  values: Record<string, unknown>;
  rows: number;
  savedIds: string[];
  railwayUserId: string;
  saveNew: boolean;
  /** Messages keyed by field path (`passengers.0.name`, `edit.age`, `saved.<id>`). */
  errors: Record<string, string>;
  message?: string;
  /** A polite update that is no error, e.g. "Saved Ravi Kumar" after a saved traveller's edit. */
  status?: string;
  /** The element to focus once the answer is shown (rendered as autofocus, so it works before JavaScript). */
  focusId?: string;
  loggedOut?: boolean;
  /** Quick book was refused: its message, shown with a go-to-home action (spec §4). */
  quickBookError?: string;
  /** The railway's answer to a forgotten user ID or password request (spec §5, §8 texts). */
  forgotNotice?: { ok: boolean; message: string };
  /** Spec §4 railway account verification: mobile and email each pending until its OTP is entered. */
  railwayVerification?: RailwayVerificationState;
}

export interface RailwayVerificationState {
  userId: string;
  mobileVerified: boolean;
  emailVerified: boolean;
  notices: string[];
  error?: string;
  /** The success message once both are verified. */
  done?: string;
}

/** A field's path (`passengers.0.name`) as the form library names it (`passengers[0].name`). */
export const formName = (path: string) =>
  path
    .split(".")
    .map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i ? `.${s}` : s))
    .join("");

/** A field's element id from its path: `passengers.0.name` → `td-passengers-0-name`. */
export const fieldId = (path: string) => `td-${path.replace(/\./g, "-")}`;

/** The saved traveller's edit form: its fields are posted as `edit.name`, `edit.age`, … */
export const EDIT_PATH = "edit";
/** The edit form's first field, focused when the form opens. */
export const EDIT_FIRST_FIELD_ID = fieldId(`${EDIT_PATH}.name`);
/** A saved traveller's Edit button, focused again after its edit is saved or cancelled. */
export const savedEditButtonId = (id: string) => `td-saved-${id.replace(/[^\w-]/g, "_")}-edit`;
