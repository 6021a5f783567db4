import {
  BerthCodeSchema,
  BoardingChangePreferenceSchema,
  ClassCodeSchema,
  FoodCodeSchema,
  GenderSchema,
} from "@safar/contracts/code-tables";
import { z } from "zod";
import { INVENTORY_QUOTAS } from "../inventory/layout.ts";

/**
 * The railway checks what a partner sends it (one schema per input). Limits
 * beyond the shape (passengers per PNR, quota rules) are the rules' job, with
 * their own reason codes; this only refuses what no rule could read.
 */
export const PassengerRequestSchema = z.object({
  name: z.string().trim().min(1).max(64),
  age: z.number().int().min(0).max(125),
  gender: GenderSchema,
  berthPreference: BerthCodeSchema,
  food: FoodCodeSchema,
  withoutBerth: z.boolean().optional(),
  aadhaarVerified: z.boolean().optional(),
});

export const HoldRequestSchema = z.object({
  trainNumber: z.string().regex(/^\d{5}$/),
  from: z.string().min(1).max(8),
  to: z.string().min(1).max(8),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  classCode: ClassCodeSchema,
  quota: z.enum(INVENTORY_QUOTAS),
  railwayUserId: z.string().min(1).max(35),
  // Up to 6 counted passengers and 2 infants; the rules give the exact refusal.
  passengers: z.array(PassengerRequestSchema).min(1).max(12),
  options: z
    .object({
      bookOnlyIfConfirmed: z.boolean().optional(),
      allInOneCoach: z.boolean().optional(),
      lowerBerths: BoardingChangePreferenceSchema.optional(),
      coach: z
        .string()
        .regex(/^[A-Z]{1,2}\d{1,2}$/)
        .optional(),
    })
    .optional(),
  idempotencyKey: z.string().min(8).max(128),
  requireAuthorization: z.boolean().optional(),
});
