/**
 * Standing authorisations for one Tatkal booking (issue 20 item 2, ADR 022).
 * A partner that books at the Tatkal opening second cannot send the
 * traveller to type the password and the booking's Aadhaar OTP then, so the
 * railway takes both ahead, on its own page, for one booking described in
 * full (user ID, train, stations, date, class, quota, passengers), and keeps
 * a mandate valid until an hour after that opening. At the opening the
 * partner's hold of the same user ID and journey is authorised with it, once.
 *
 * - `terms` judges a request: its shape, the journey (resolved like a
 *   booking, the Tatkal opening counted from the train's origin date), that
 *   opening still ahead, the user ID known and Aadhaar-authenticated.
 * - `sendOtp` sends the `aadhaar_mandate` OTP, bound to the request
 *   (`mandateSubject`), to the Aadhaar-linked mobile (`aadhaar-auth.ts`).
 * - `grant` judges that OTP first (a wrong one uses one of its tries), then
 *   the password. Tries: the password's are counted on the same OTP — each
 *   is taken before the password is checked, in one guarded statement, so
 *   simultaneous tries cannot pass the limit; wrong OTPs and wrong passwords
 *   share the OTP's 5 tries, the 5th locks it (even the right password is
 *   refused) until a new OTP is sent (one per 30 s, 5 an hour). So a
 *   password can be guessed only with the OTP of the Aadhaar-linked mobile,
 *   5 times per OTP. Both right, one transaction spends the OTP and stores
 *   the mandate.
 * - `authorizeHold` uses it: under the mandate's row lock, one transaction
 *   checks the hold against it, sets the hold's `authorized_at` and records
 *   the hold on the mandate. The same hold again answers ok; another is
 *   refused. `locking: false` (race tests only) reads the row unlocked.
 */
import { CLASS_CODES, CLASS_NAMES, type ClassCode } from "@safar/contracts/code-tables";
import {
  type IsoDate,
  isIsoDate,
  istDate,
  istTime,
  MONTH_NAMES,
  WEEKDAY_NAMES,
} from "@safar/domain/ist";
import { resolveJourney } from "../booking/journey.ts";
import type { Mandate, MandateRequest, RailwayResult } from "../gateway.ts";
import type { InventoryQuota } from "../inventory/layout.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { journeyDate } from "../rules/booking-window.ts";
import { DEFAULT_PASSENGER_CONFIG, type PassengerConfig } from "../rules/passengers.ts";
import {
  isTatkalQuota,
  type TatkalConfig,
  tatkalNeedsAadhaar,
  tatkalOffered,
  tatkalOpensAt,
} from "../rules/tatkal.ts";
import type { AadhaarFlows, BookingOtpSent } from "./aadhaar-auth.ts";
import type { AccountsRepository, HoldRow, MandateRow } from "./accounts.repository.ts";
import type { OtpConfig } from "./otp.ts";
import { type AccountRefusal, accountRefusal } from "./refusals.ts";
import { checkUserId, maskMobile } from "./validation.ts";

/** A mandate is good until this long after its Tatkal opening. */
export const MANDATE_VALID_AFTER_OPENING_MS = 3_600_000;

const TRAIN_NUMBER = /^\d{5}$/;
const STATION_CODE = /^[A-Z0-9]{1,8}$/;
const COUNT = /^[1-9]\d{0,2}$/;

/** The most passengers a mandate may name: a Tatkal ticket's, infants (no berth) included. */
export function maxMandatePassengers(config: PassengerConfig = DEFAULT_PASSENGER_CONFIG): number {
  return config.maxTatkalPassengers + config.maxInfants;
}

/**
 * What a request is bound to besides the user ID (which every OTP hash and
 * link signature carries anyway): one canonical string, no `:`.
 */
export function mandateSubject(request: MandateRequest): string {
  return [
    "mandate",
    request.trainNumber,
    request.from,
    request.to,
    request.date,
    request.classCode,
    request.quota,
    String(request.passengers),
  ].join("/");
}

/** `10:00 AM on Fri, 27 Nov 2026` (IST). */
export function istWhenText(at: Date): string {
  return `${istClockText(at)} on ${istDayText(istDate(at))}`;
}

/** `10:00 AM` (IST). */
export function istClockText(at: Date): string {
  const [h, m] = istTime(at).split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, "0")}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** `2026-11-27` → `Fri, 27 Nov 2026`. */
export function istDayText(date: IsoDate): string {
  const at = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAY_NAMES[at.getUTCDay()]}, ${date.slice(8)} ${MONTH_NAMES[at.getUTCMonth()]} ${date.slice(0, 4)}`;
}

/** `2 passengers in 3A (Tatkal) on 12952 NDLS to MMCT, Sat, 28 Nov 2026`: the booking in words. */
export function describeMandate(request: MandateRequest): string {
  const people = request.passengers === 1 ? "1 passenger" : `${request.passengers} passengers`;
  const quota = request.quota === "PT" ? "Premium Tatkal" : "Tatkal";
  return `${people} in ${request.classCode} (${quota}) on ${request.trainNumber} ${request.from} to ${request.to}, ${istDayText(request.date)}`;
}

/** A request's fields as the page's query and form carry them (`train`, `from`, … `user`). */
export type MandateFields = Partial<
  Record<"train" | "from" | "to" | "date" | "class" | "quota" | "passengers" | "user", string>
>;

/** The request of the page's fields, each checked for its shape (not yet for the journey). */
export function readMandateRequest(
  fields: MandateFields,
  config: PassengerConfig = DEFAULT_PASSENGER_CONFIG,
): RailwayResult<{ request: MandateRequest }> {
  const passengers = fields.passengers ?? "";
  const request = {
    railwayUserId: fields.user ?? "",
    trainNumber: fields.train ?? "",
    from: fields.from ?? "",
    to: fields.to ?? "",
    date: fields.date ?? "",
    classCode: (fields.class ?? "") as ClassCode,
    quota: (fields.quota ?? "") as InventoryQuota,
    passengers: COUNT.test(passengers) ? Number(passengers) : 0,
  };
  const refused = shapeProblem(request, config);
  return refused ?? { ok: true, request };
}

/** The first field of a request with a wrong shape, in words; null when every one is right. */
function shapeProblem(request: MandateRequest, config: PassengerConfig): AccountRefusal | null {
  const id = checkUserId(request.railwayUserId);
  if (!id.ok) return accountRefusal("user_id_invalid", {}, id.message);
  if (!TRAIN_NUMBER.test(request.trainNumber)) return accountRefusal("mandate_train_invalid");
  if (
    !STATION_CODE.test(request.from) ||
    !STATION_CODE.test(request.to) ||
    request.from === request.to
  ) {
    return accountRefusal("mandate_station_invalid");
  }
  if (!isIsoDate(request.date)) return accountRefusal("mandate_date_invalid");
  if (!(CLASS_CODES as readonly string[]).includes(request.classCode)) {
    return accountRefusal("mandate_class_invalid");
  }
  if (!isTatkalQuota(request.quota)) return accountRefusal("mandate_quota_invalid");
  const max = maxMandatePassengers(config);
  if (!Number.isInteger(request.passengers) || request.passengers < 1 || request.passengers > max) {
    return accountRefusal("mandate_passengers_invalid", {
      max,
      adults: config.maxTatkalPassengers,
      infants: config.maxInfants,
    });
  }
  return null;
}

/** What the mandate page shows of a request the railway would take. */
export interface MandateTerms {
  request: MandateRequest;
  trainName: string;
  /** `AC 3 Tier (3A)`. */
  classText: string;
  /** When Tatkal opens for the journey (the train's origin date, the class's hour). */
  opensAt: Date;
  /** When a mandate given now would lapse: an hour after the opening. */
  expiresAt: Date;
  /** The masked Aadhaar-linked mobile its OTP goes to. */
  aadhaarOtpTo: string;
}

export interface MandateGranted {
  mandateId: string;
  expiresAt: Date;
}

export interface MandateFlowsDeps {
  repo: AccountsRepository;
  aadhaar: AadhaarFlows;
  otp: OtpConfig;
  tatkal: TatkalConfig;
  passengers?: PassengerConfig;
  /** The timetable the journey is resolved on; without it every request is refused. */
  trains: ReadonlyMap<string, TimetabledTrain> | undefined;
  /** The password of a user ID, checked with scrypt (a decoy hash for a vanished user). */
  passwordMatches(userId: string, password: string): Promise<boolean>;
  newId(): string;
  /** False in race tests only: the mandate row is read without its lock. */
  locking: boolean;
}

function toMandate(row: MandateRow): Mandate {
  return {
    mandateId: row.id,
    railwayUserId: row.railwayUserId,
    trainNumber: row.trainNumber,
    from: row.fromCode,
    to: row.toCode,
    date: row.journeyDate,
    classCode: row.classCode as ClassCode,
    quota: row.quota as InventoryQuota,
    passengers: row.passengers,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    usedAt: row.usedAt,
    usedHoldId: row.usedHoldId,
  };
}

/** How a hold differs from a mandate, in words; null when it is the booking authorised. */
function difference(hold: HoldRow, mandate: MandateRow): string | null {
  if (hold.trainNumber !== mandate.trainNumber) return `it is on train ${hold.trainNumber}`;
  if (hold.fromCode !== mandate.fromCode || hold.toCode !== mandate.toCode) {
    return `it is from ${hold.fromCode} to ${hold.toCode}`;
  }
  if (hold.journeyDate !== mandate.journeyDate) return `it is for ${istDayText(hold.journeyDate)}`;
  if (hold.classCode !== mandate.classCode) return `it is in ${hold.classCode}`;
  if (hold.quota !== mandate.quota) return `it is in the ${hold.quota} quota`;
  if (hold.passengers !== mandate.passengers) {
    return `it has ${hold.passengers} passenger(s), not ${mandate.passengers}`;
  }
  return null;
}

const isUuid = (s: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

export function mandateFlows(deps: MandateFlowsDeps) {
  const { repo, aadhaar } = deps;
  const passengerConfig = deps.passengers ?? DEFAULT_PASSENGER_CONFIG;

  /** The request judged at `now`: shape, journey, opening ahead, user ID and Aadhaar. */
  async function terms(
    request: MandateRequest,
    now: Date,
  ): Promise<RailwayResult<{ terms: MandateTerms }>> {
    const shape = shapeProblem(request, passengerConfig);
    if (shape) return shape;
    const train = deps.trains?.get(request.trainNumber);
    const resolved = resolveJourney(
      train,
      request.from,
      request.to,
      request.date,
      request.classCode,
    );
    if (!resolved.ok) return resolved;
    if (!tatkalOffered(request.classCode)) {
      return accountRefusal("tatkal_not_in_class", { classCode: request.classCode });
    }
    const opensAt = tatkalOpensAt(
      journeyDate(resolved.journey.run),
      request.classCode,
      deps.tatkal,
    );
    if (now.getTime() >= opensAt.getTime()) {
      return accountRefusal("mandate_tatkal_open", { opensAt: istWhenText(opensAt) });
    }
    const user = await repo.findUser(request.railwayUserId);
    if (!user) return accountRefusal("user_not_found");
    if (!user.aadhaarVerified && tatkalNeedsAadhaar(opensAt, deps.tatkal)) {
      return accountRefusal("tatkal_aadhaar_required");
    }
    return {
      ok: true,
      terms: {
        request,
        trainName: resolved.journey.train.name,
        classText: `${CLASS_NAMES[request.classCode]} (${request.classCode})`,
        opensAt,
        expiresAt: new Date(opensAt.getTime() + MANDATE_VALID_AFTER_OPENING_MS),
        aadhaarOtpTo: maskMobile(user.mobile),
      },
    };
  }

  const otpFor = (request: MandateRequest) => ({
    purpose: "aadhaar_mandate" as const,
    subject: mandateSubject(request),
    details: { mandate: describeMandate(request) },
  });

  /** A wrong password's refusal, once its try (taken before the check) is counted. */
  function wrongPassword(request: MandateRequest, attempts: number): AccountRefusal {
    const max = deps.otp.maxAttempts;
    return attempts >= max
      ? accountRefusal("mandate_locked")
      : accountRefusal("mandate_password_wrong", {
          userId: request.railwayUserId,
          attemptsLeft: max - attempts,
        });
  }

  return {
    terms,

    /**
     * The request's Aadhaar OTP to the Aadhaar-linked mobile: `ensure` (the
     * page is shown) keeps one still pending for this request; `resend`
     * asks for a new one (resend limits).
     */
    async sendOtp(
      request: MandateRequest,
      mode: "ensure" | "resend",
      now: Date,
    ): Promise<RailwayResult<BookingOtpSent>> {
      const judged = await terms(request, now);
      if (!judged.ok) return judged;
      return aadhaar.subjectOtp(
        request.railwayUserId,
        otpFor(request),
        mode,
        now,
        accountRefusal("user_not_found"),
      );
    },

    /** The OTP first, then the password (tries: this file's header); both right, the mandate. */
    async grant(
      request: MandateRequest,
      password: string,
      code: string,
      now: Date,
    ): Promise<RailwayResult<MandateGranted>> {
      const judged = await terms(request, now);
      if (!judged.ok) return judged;
      const { subject, purpose } = otpFor(request);
      const userId = request.railwayUserId;
      const otp = await aadhaar.judgeSubjectOtp(userId, purpose, subject, code, now);
      if (!otp.ok) return otp;
      const attempts = await repo.takeOtpTry(otp.otpId, deps.otp.maxAttempts);
      if (attempts === null) {
        // Spent by a simultaneous right try, or locked by simultaneous wrong ones.
        const spent = await repo.findOtp(otp.otpId);
        return spent?.consumedAt
          ? accountRefusal("otp_not_requested")
          : accountRefusal("mandate_locked");
      }
      if (!(await deps.passwordMatches(userId, password))) return wrongPassword(request, attempts);

      const mandateId = deps.newId();
      const { expiresAt } = judged.terms;
      const stored = await repo.transaction(async (tx) => {
        const user = await repo.lockUser(tx, userId);
        const latest = await repo.latestOtp(tx, userId, purpose);
        if (!user || !latest || latest.id !== otp.otpId || latest.consumedAt !== null) {
          return accountRefusal("otp_not_requested");
        }
        if (!user.aadhaarVerified && tatkalNeedsAadhaar(judged.terms.opensAt, deps.tatkal)) {
          return accountRefusal("tatkal_aadhaar_required");
        }
        await repo.consumeOtp(tx, latest.id, now);
        await repo.insertMandate(tx, {
          id: mandateId,
          railwayUserId: userId,
          trainNumber: request.trainNumber,
          fromCode: request.from,
          toCode: request.to,
          journeyDate: request.date,
          classCode: request.classCode,
          quota: request.quota,
          passengers: request.passengers,
          createdAt: now,
          expiresAt,
        });
        return null;
      });
      if (stored) return stored;
      return { ok: true, mandateId, expiresAt };
    },

    /** A mandate as the railway keeps it; null when unknown (or not an id at all). */
    async find(mandateId: string): Promise<Mandate | null> {
      if (!isUuid(mandateId)) return null;
      const row = await repo.findMandate(mandateId);
      return row ? toMandate(row) : null;
    },

    /**
     * Authorises a hold with a mandate, in one transaction under the
     * mandate's row lock: the hold held and unlapsed, of the mandate's user
     * ID, journey, class, quota and passenger count; the mandate unexpired
     * and unused (used by this very hold: ok again).
     */
    async authorizeHold(
      holdId: string,
      mandateId: string,
      now: Date,
    ): Promise<RailwayResult<{ authorizedAt: Date }>> {
      if (!isUuid(mandateId)) return accountRefusal("mandate_not_found");
      if (!isUuid(holdId)) return accountRefusal("hold_not_found");
      return repo.transaction(async (tx): Promise<RailwayResult<{ authorizedAt: Date }>> => {
        const mandate = await repo.lockMandate(tx, mandateId, deps.locking);
        if (!mandate) return accountRefusal("mandate_not_found");
        const hold = await repo.findHold(holdId, tx);
        if (mandate.usedHoldId !== null) {
          if (mandate.usedHoldId !== holdId) return accountRefusal("mandate_used");
          return { ok: true, authorizedAt: hold?.authorizedAt ?? mandate.usedAt ?? now };
        }
        if (now.getTime() >= mandate.expiresAt.getTime()) return accountRefusal("mandate_expired");
        if (!hold) return accountRefusal("hold_not_found");
        if (hold.state !== "held" || hold.expiresAt.getTime() <= now.getTime()) {
          return accountRefusal("hold_expired");
        }
        if (hold.railwayUserId !== mandate.railwayUserId) {
          return accountRefusal("hold_user_mismatch");
        }
        const differs = difference(hold, mandate);
        if (differs) return accountRefusal("mandate_mismatch", { difference: differs });
        const authorizedAt = await repo.authorizeHold(holdId, now, tx);
        if (!authorizedAt) return accountRefusal("hold_expired");
        await repo.markMandateUsed(tx, mandateId, holdId, now);
        return { ok: true, authorizedAt };
      });
    },
  };
}

export type MandateFlows = ReturnType<typeof mandateFlows>;
