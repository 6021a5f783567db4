import { parseWithZod } from "@conform-to/zod/v4";
import { TravellerFormPostSchema } from "@safar/contracts/travellers/form";
import type { TravellerFormIntent } from "@safar/contracts/travellers/form-intent";
import {
  formatDobString,
  type SavedTraveller,
  SavedTravellerInputSchema,
} from "@safar/contracts/travellers/saved-traveller";

/**
 * The traveller-details post read with the form library (Conform's
 * `parseWithZod` over `TravellerFormPostSchema`), and the pure helpers the
 * intents share: the typed rows, the open saved-traveller edit.
 */

/** The form as posted, with the saved travellers the traveller ticked put first. */
export interface PostedForm {
  intent: TravellerFormIntent;
  values: Record<string, unknown>;
  rows: number;
  savedIds: string[];
  railwayUserId: string;
  saveNew: boolean;
}

export const MAX_ROWS = 6;

// A name is a plain path: short words and 1–2 digit indices, 4 deep at most.
const SEGMENT = /^(?:[A-Za-z_]\w{0,39}|\d{1,2})$/;
const FORBIDDEN = new Set(["__proto__", "prototype", "constructor", "__intent__", "__state__"]);
const MAX_DEPTH = 4;
/** Names a form repeats on purpose (one checkbox per saved traveller). */
const LISTS = new Set(["saved"]);

/** `passengers.0.name` or `passengers[0][name]` as the library's `passengers[0].name`; null if not a plain path. */
function libraryName(key: string): string | null {
  const segments = key.replace(/\[([^\]]*)\]/g, ".$1").split(".");
  if (segments.length > MAX_DEPTH) return null;
  if (!segments.every((s) => SEGMENT.test(s) && !FORBIDDEN.has(s))) return null;
  return segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i ? `.${s}` : s)).join("");
}

/**
 * The entries the library parses: strings only (files skipped), plain names
 * only (no prototype keys, no deep or far-off paths, nothing of the
 * library's own), the last of a repeated name (a hidden "false" before a
 * checkbox) except for the lists.
 */
export function plainEntries(form: Iterable<readonly [string, unknown]>): URLSearchParams {
  const kept = new Map<string, string[]>();
  for (const [key, value] of form) {
    if (typeof value !== "string") continue;
    const name = libraryName(key);
    if (!name) continue;
    kept.set(name, LISTS.has(name) ? [...(kept.get(name) ?? []), value] : [value]);
  }
  const params = new URLSearchParams();
  for (const [name, values] of kept) for (const v of values) params.append(name, v);
  return params;
}

export function readPostedForm(form: FormData | URLSearchParams): PostedForm {
  const submission = parseWithZod(plainEntries(form), {
    schema: TravellerFormPostSchema,
    disableAutoCoercion: true,
  });
  // The schema reads every shape (a wrong one as absent), so this is always a success.
  const post =
    submission.status === "success" ? submission.value : TravellerFormPostSchema.parse({});
  const { intent, rows, saved, railwayUserId, saveNew, ...fields } = post;
  return {
    intent,
    values: withoutUndefined(fields),
    rows: Math.min(MAX_ROWS, Math.max(0, rows)),
    savedIds: saved.slice(0, 20),
    railwayUserId,
    saveNew,
  };
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** The passengers to verify: the ticked saved travellers, then the typed rows that are not empty. */
export function passengersOf(posted: PostedForm, saved: readonly SavedTraveller[]) {
  const fromSaved = posted.savedIds
    .map((id) => saved.find((s) => s.id === id))
    .filter((s): s is SavedTraveller => s !== undefined)
    .map((s) => ({
      name: s.name,
      age: String(s.age),
      gender: s.gender,
      berth: s.berth,
      food: s.food === "X" ? "" : s.food,
      nationality: s.nationality,
      ...(s.passport ? { passport: s.passport } : {}),
      ...(s.dob ? { dob: s.dob } : {}),
    }));
  const typed = typedRows(posted).filter((r) => !rowIsEmpty(r));
  return { fromSaved, typed };
}

export function typedRows(posted: PostedForm): Record<string, unknown>[] {
  const rows = Array.isArray(posted.values.passengers)
    ? (posted.values.passengers as Record<string, unknown>[])
    : [];
  return rows.slice(0, posted.rows);
}

export function rowIsEmpty(row: Record<string, unknown>): boolean {
  return !String(row.name ?? "").trim() && !String(row.age ?? "").trim();
}

// ── The saved traveller opened for editing (`edit.name`, `edit.age`, …) ──

/** The open edit form's fields as posted, or null when none is open. */
export function editFields(values: Record<string, unknown>): Record<string, unknown> | null {
  const edit = values.edit;
  return edit && typeof edit === "object" && !Array.isArray(edit)
    ? (edit as Record<string, unknown>)
    : null;
}

/** The id of the saved traveller whose edit form is open, or undefined. */
export function editingId(values: Record<string, unknown>): string | undefined {
  const id = editFields(values)?.id;
  return typeof id === "string" && id.trim() ? id.trim() : undefined;
}

/** The form's values with the edit form closed. */
export function withoutEdit(values: Record<string, unknown>): Record<string, unknown> {
  const { edit: _edit, ...rest } = values;
  return rest;
}

/** A saved traveller as the edit form's prefilled fields (what the form would post unchanged). */
export function editFormOf(t: SavedTraveller): Record<string, string> {
  return {
    id: t.id,
    name: t.name,
    age: String(t.age),
    gender: t.gender,
    berth: t.berth,
    food: t.food,
    nationality: t.nationality,
    ...(t.passport ? { passport: t.passport } : {}),
    ...(t.dob ? { dob: formatDobString(t.dob) } : {}),
  };
}

const EDITABLE = ["name", "age", "gender", "berth", "food", "nationality", "passport", "dob"];

/**
 * The edit form checked with the shared saved-traveller rules (spec §5, the
 * spec's words; the date-of-birth window is the API's, which knows today):
 * the body for the API's edit, or messages keyed `edit.<field>`. The default
 * flag is not sent, so the traveller keeps it.
 */
export function checkEdit(
  id: string,
  fields: Record<string, unknown>,
):
  | { ok: true; traveller: Record<string, unknown> }
  | { ok: false; errors: Record<string, string> } {
  const typed: Record<string, unknown> = { id };
  for (const key of EDITABLE) {
    const v = fields[key];
    if (typeof v === "string" && v.trim() !== "") typed[key] = v.trim();
  }
  const checked = SavedTravellerInputSchema.safeParse(typed);
  if (checked.success) return { ok: true, traveller: typed };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const key = `edit.${String(issue.path[0] ?? "name")}`;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The API's field messages (`traveller.age`) keyed as the edit form's fields (`edit.age`). */
export function editErrorsOf(fields: Record<string, string> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.startsWith("traveller.") ? key.slice("traveller.".length) : key;
    errors[`edit.${EDITABLE.includes(field) ? field : "name"}`] ??= message;
  }
  return errors;
}
