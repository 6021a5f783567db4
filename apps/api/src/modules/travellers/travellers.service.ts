import type { ClassCode } from "@safar/contracts/code-tables";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  offeredOptionsFor,
  SAVED_TRAVELLER_API_MESSAGES,
  SAVED_TRAVELLERS_MAX,
  type SavedTravellersResponse,
  type TdDetailsRequest,
} from "@safar/contracts/travellers/endpoints";
import {
  chooseTraveller,
  formatDobString,
  mergeSamePeople,
  normaliseSavedTraveller,
  removeTraveller,
  type SavedTraveller,
  type SavedTravellerInput,
  travellerIdentity,
  validateSavedTravellerInput,
} from "@safar/contracts/travellers/saved-traveller";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { istDate } from "@safar/domain/ist";
import {
  type Listed,
  listedOf,
  orderAfterEdit,
  placementsFor,
  rowIdOf,
} from "./travellers.order.ts";
import {
  type SavedTravellerRow,
  type TravellerFields,
  type Tx,
  travellersRepository,
} from "./travellers.repository.ts";

/**
 * Saved travellers of a signed-in user (spec §3 "saved passenger", §4 "Saved
 * passengers", §7 `v1/user/td_details`, `v1/user/td_state`; ADR 011).
 *
 * - Reading: the user's rows in position order, each normalised with
 *   `normaliseSavedTraveller` against the berths of the class being booked
 *   (berth or food not offered → NP and D, 'India' → IN, 'DD/MM/YYYY' split);
 *   a row it cannot read is left out.
 * - Changing: every change runs in one transaction holding a per-user
 *   advisory lock, reads the list, applies the contracts' list rule
 *   (`applyTravellerEdit` — a new traveller goes first —, `removeTraveller`,
 *   `chooseTraveller`) and writes the positions 1…n and default flags that
 *   moved, so concurrent changes to one list queue instead of interleaving.
 * - A traveller made default (created or edited with `isDefault`, or chosen
 *   by `td_state`) is moved first and is the user's only default; an edit
 *   without `isDefault` keeps the flag it had.
 * - Another user's traveller id, or an id that names no row, is 404
 *   `not_found`, the same answer as a deleted one (targets R5).
 * - One entry per person (issue 16): the same name (any case or spacing), age
 *   and gender is one traveller (`travellerIdentity`). A create of someone
 *   already saved updates that entry's preferences in its place, so
 *   saving the travellers of every booking never adds a copy. Copies stored
 *   before this rule are shown once (the first, default if any copy was) and
 *   folded into it at the user's next change; a change that makes two
 *   entries one person keeps the one changed.
 * - At most `SAVED_TRAVELLERS_MAX` travellers: the next create of someone new
 *   is 400 `validation_failed` with our message.
 * - The rules of a traveller are `validateSavedTravellerInput` with today in
 *   IST; failures are 400 `validation_failed`, `fields` keyed by body path
 *   (`traveller.name`…), the message the first field's.
 */

export interface TravellersDeps {
  db: Db;
  now: Clock;
}

export interface ListOptions {
  /** The class being booked: berths it does not offer read as NP. */
  classCode?: ClassCode | undefined;
}

export interface TravellersService {
  list(userId: string, options?: ListOptions): Promise<SavedTravellersResponse>;
  change(
    userId: string,
    request: TdDetailsRequest,
    options?: ListOptions,
  ): Promise<SavedTravellersResponse>;
  choose(userId: string, chosenId: string, options?: ListOptions): Promise<SavedTravellersResponse>;
}

function fieldsOf(traveller: SavedTravellerInput): TravellerFields {
  return {
    name: traveller.name,
    age: traveller.age,
    gender: traveller.gender,
    berth: traveller.berth,
    food: traveller.food,
    nationality: traveller.nationality,
    passport: traveller.passport ?? null,
    dob: traveller.dob ? formatDobString(traveller.dob) : null,
  };
}

function checkTraveller(raw: unknown, today: string): SavedTravellerInput {
  const checked = validateSavedTravellerInput(raw, today);
  if (checked.ok) return checked.value;
  const fields = Object.fromEntries(
    Object.entries(checked.fields).map(([key, message]) => [
      key === "traveller" ? key : `traveller.${key}`,
      message,
    ]),
  );
  const message = Object.values(fields)[0];
  throw new DomainError(ErrorCode.validation_failed, {
    fields,
    ...(message !== undefined ? { message } : {}),
  });
}

const identityOfRow = (row: SavedTravellerRow) => travellerIdentity(row);

/**
 * `order` with each person once (`mergeSamePeople`, who is who read from
 * `rows`): the rows kept, in order, with their default flags; the ids of the
 * copies to drop.
 */
function foldSamePeople(
  order: readonly Listed[],
  rows: readonly SavedTravellerRow[],
  keepId?: string,
): { rows: SavedTravellerRow[]; dropped: number[] } {
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  const merged = mergeSamePeople(
    order,
    (t) => {
      const row = byId.get(t.id);
      return row ? identityOfRow(row) : t.id;
    },
    keepId,
  );
  return {
    rows: merged.list.flatMap((t) => {
      const row = byId.get(t.id);
      return row ? [{ ...row, isDefault: t.isDefault }] : [];
    }),
    dropped: merged.dropped.map(Number),
  };
}

function present(rows: readonly SavedTravellerRow[], options: ListOptions): SavedTraveller[] {
  const offered = offeredOptionsFor(options.classCode);
  const out: SavedTraveller[] = [];
  for (const row of foldSamePeople(listedOf(rows), rows).rows) {
    const traveller = normaliseSavedTraveller(
      {
        id: row.id,
        name: row.name,
        age: row.age,
        gender: row.gender,
        berth: row.berth,
        food: row.food,
        nationality: row.nationality,
        passport: row.passport,
        dob: row.dob,
        isDefault: row.isDefault,
      },
      offered,
    );
    if (traveller) out.push(traveller);
  }
  return out;
}

const notFound = () => new DomainError(ErrorCode.not_found);

export function createTravellersService(deps: TravellersDeps): TravellersService {
  const repo = travellersRepository(deps.db);

  function answer(
    rows: readonly SavedTravellerRow[],
    options: ListOptions,
    travellerId?: string,
  ): SavedTravellersResponse {
    return {
      travellers: present(rows, options),
      maxTravellers: SAVED_TRAVELLERS_MAX,
      ...(travellerId !== undefined ? { travellerId } : {}),
    };
  }

  /**
   * One change of a user's list under its lock. Copies of one person stored
   * earlier are folded first (the entry shown kept), so `work` sees the list
   * as the user does; `work` changes rows and answers the new order and the
   * traveller it changed. If the change made two entries one person, the
   * changed one is kept. The positions and flags that moved are written, and
   * the list is read back.
   */
  function changeList(
    userId: string,
    options: ListOptions,
    work: (
      tx: Tx,
      rows: SavedTravellerRow[],
      at: Date,
    ) => Promise<{ order: Listed[]; travellerId: string }>,
  ): Promise<SavedTravellersResponse> {
    const at = deps.now();
    return repo.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      const listed = await repo.listForUser(tx, userId);
      const before = foldSamePeople(listedOf(listed), listed);
      for (const id of before.dropped) await repo.delete(tx, userId, id);
      const { order, travellerId } = await work(tx, before.rows, at);
      const stored = await repo.listForUser(tx, userId);
      const after = foldSamePeople(order, stored, travellerId);
      for (const id of after.dropped) await repo.delete(tx, userId, id);
      const kept = stored.filter((r) => !after.dropped.includes(r.id));
      await repo.place(tx, userId, placementsFor(kept, listedOf(after.rows)), at);
      return answer(await repo.listForUser(tx, userId), options, travellerId);
    });
  }

  /** The user's row named by an API id, or 404. */
  function rowNamed(rows: readonly SavedTravellerRow[], id: string): SavedTravellerRow {
    const rowId = rowIdOf(id);
    const row = rowId === null ? undefined : rows.find((r) => r.id === rowId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(userId, options = {}) {
      return answer(await repo.listForUser(deps.db, userId), options);
    },

    async change(userId, request, options = {}) {
      const today = istDate(deps.now());
      switch (request.action) {
        case "create": {
          const traveller = checkTraveller(request.traveller, today);
          return changeList(userId, options, async (tx, rows, at) => {
            const identity = travellerIdentity(traveller);
            const same = rows.find((r) => identityOfRow(r) === identity);
            if (same) {
              // Already saved: that traveller (its name as saved), with the preferences just given.
              const fields = { ...fieldsOf(traveller), name: same.name, gender: same.gender };
              await repo.update(tx, userId, same.id, fields, at);
              const travellerId = String(same.id);
              return {
                order: orderAfterEdit(listedOf(rows), {
                  id: travellerId,
                  isDefault: traveller.isDefault || same.isDefault,
                }),
                travellerId,
              };
            }
            if (rows.length >= SAVED_TRAVELLERS_MAX) {
              throw new DomainError(ErrorCode.validation_failed, {
                message: SAVED_TRAVELLER_API_MESSAGES.limitReached,
              });
            }
            const id = await repo.insert(tx, {
              ...fieldsOf(traveller),
              userId,
              position: rows.length + 1,
              isDefault: false,
              at,
            });
            const travellerId = String(id);
            return {
              order: orderAfterEdit(listedOf(rows), {
                id: travellerId,
                isDefault: traveller.isDefault,
              }),
              travellerId,
            };
          });
        }
        case "edit": {
          const traveller = checkTraveller(request.traveller, today);
          return changeList(userId, options, async (tx, rows, at) => {
            const row = rowNamed(rows, request.traveller.id);
            await repo.update(tx, userId, row.id, fieldsOf(traveller), at);
            const isDefault = request.traveller.isDefault ?? row.isDefault;
            const travellerId = String(row.id);
            return {
              order: orderAfterEdit(listedOf(rows), { id: travellerId, isDefault }),
              travellerId,
            };
          });
        }
        case "delete":
          return changeList(userId, options, async (tx, rows) => {
            const row = rowNamed(rows, request.traveller.id);
            await repo.delete(tx, userId, row.id);
            const travellerId = String(row.id);
            return { order: removeTraveller(listedOf(rows), travellerId), travellerId };
          });
      }
    },

    async choose(userId, chosenId, options = {}) {
      return changeList(userId, options, async (_tx, rows) => {
        const row = rowNamed(rows, chosenId);
        const travellerId = String(row.id);
        return { order: chooseTraveller(listedOf(rows), travellerId), travellerId };
      });
    },
  };
}
