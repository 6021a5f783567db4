import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";

/**
 * Consents (issue 25 item 4; spec §3 consent flags, §7
 * `v1/user/cpConsent/update`): what a signed-in traveller agreed to and when,
 * changeable at any time from the account page. Nothing is given until the
 * traveller gives it (no pre-ticked marketing consent, DPDP Act 2023 s. 6).
 */
export const CONSENT_KINDS = [
  "marketing_sms",
  "marketing_email",
  "cancellation_protection_terms",
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * Where a consent was given: the account page (`cpConsent/update`), or a
 * booking that took free cancellation (recorded by the booking flow itself,
 * never claimed by a client).
 */
export const CONSENT_SOURCES = ["account", "booking"] as const;

/** What each consent is, as the account page says it. */
export const CONSENT_LABELS: Record<ConsentKind, string> = {
  marketing_sms: "Offers and travel tips by SMS",
  marketing_email: "Offers and travel tips by e-mail",
  cancellation_protection_terms: "The free cancellation (cancellation protection) terms",
};

export const CONSENT_MESSAGES = {
  kindInvalid: "Choose a consent to change",
  grantedInvalid: "Say whether you agree",
  given: "Consent recorded",
  withdrawn: "Consent withdrawn",
} as const;

export const ConsentUpdateSchema = z.object({
  kind: inputText({ error: CONSENT_MESSAGES.kindInvalid })
    .trim()
    .pipe(z.enum(CONSENT_KINDS, { error: CONSENT_MESSAGES.kindInvalid })),
  granted: z.boolean({ error: CONSENT_MESSAGES.grantedInvalid }),
});
export type ConsentUpdate = z.output<typeof ConsentUpdateSchema>;

export const ConsentSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  label: z.string(),
  granted: z.boolean(),
  /** When it was last given or withdrawn (ISO instant); null when never asked. */
  at: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
});
export type Consent = z.output<typeof ConsentSchema>;

export const ConsentsSchema = z.object({
  consents: z.array(ConsentSchema),
  /** Every change, newest first (the record the traveller can read). */
  history: z.array(
    z.object({
      kind: z.enum(CONSENT_KINDS),
      granted: z.boolean(),
      at: z.string(),
      source: z.enum(CONSENT_SOURCES),
    }),
  ),
});
export type Consents = z.output<typeof ConsentsSchema>;

export const ConsentUpdatedSchema = ConsentsSchema.extend({ message: z.string() });

export const CONSENT_ENDPOINTS = {
  list: {
    operationId: "consents",
    method: "GET",
    path: "/api/trains/v1/user/consents",
    summary: "What the signed-in user agreed to, when, and every change",
    query: z.object({}),
    response: ConsentsSchema,
    errors: ["logged_out"],
  },
  update: {
    operationId: "consentUpdate",
    method: "POST",
    path: "/api/trains/v1/user/cpConsent/update",
    summary: "Gives or withdraws one consent (a new entry in its record)",
    query: z.object({}),
    body: ConsentUpdateSchema,
    response: ConsentUpdatedSchema,
    errors: ["logged_out", "forbidden_csrf"],
  },
} as const satisfies Record<string, Endpoint>;
