/**
 * What a submit button of the traveller-details form asks for (its
 * `name="intent"` value): one of 14 intents, some with a saved traveller's
 * id or a row's index after a colon (`edit:7`, `remove:0`). No Zod here, so
 * the browser form can name its buttons without it; the post's schema
 * (`form.ts`) reads the value with `parseTravellerFormIntent`.
 */

export type TravellerFormIntent =
  | { kind: "continue" }
  | { kind: "schedule" }
  | { kind: "add" }
  | { kind: "remove"; index: number }
  | { kind: "quickbook" }
  | { kind: "idsend" }
  | { kind: "idverify" }
  | { kind: "forgotid" }
  | { kind: "forgotpw" }
  | { kind: "cancel-edit" }
  | { kind: "edit"; id: string }
  | { kind: "save"; id: string }
  | { kind: "delete"; id: string }
  | { kind: "default"; id: string };

export type TravellerFormIntentKind = TravellerFormIntent["kind"];

const PLAIN = new Set<string>([
  "continue",
  "schedule",
  "add",
  "quickbook",
  "idsend",
  "idverify",
  "forgotid",
  "forgotpw",
  "cancel-edit",
]);
const WITH_ID = new Set<string>(["edit", "save", "delete", "default"]);

/** A button's value as an intent; a missing or unknown value is Continue. */
export function parseTravellerFormIntent(value: string | undefined): TravellerFormIntent {
  const raw = value ?? "continue";
  if (PLAIN.has(raw)) return { kind: raw } as TravellerFormIntent;
  const colon = raw.indexOf(":");
  const kind = colon < 0 ? raw : raw.slice(0, colon);
  const rest = colon < 0 ? "" : raw.slice(colon + 1);
  if (colon >= 0 && kind === "remove") return { kind, index: Number(rest) };
  if (colon >= 0 && WITH_ID.has(kind)) {
    return { kind, id: rest } as Extract<TravellerFormIntent, { id: string }>;
  }
  return { kind: "continue" };
}

/** The value of the button that asks for this intent. */
export function travellerFormIntentValue(intent: TravellerFormIntent): string {
  if ("id" in intent) return `${intent.kind}:${intent.id}`;
  if (intent.kind === "remove") return `remove:${intent.index}`;
  return intent.kind;
}
