import { randomUUID } from "node:crypto";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  FAVOURITE_LIMIT,
  FAVOURITE_MESSAGES,
  type Favourite,
  type FavouriteList,
  type FavouriteRequest,
  type FavouriteSaved,
} from "@safar/contracts/favourites";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import type { RailwayGateway } from "@safar/railway/gateway";
import {
  type FavouriteRow,
  type FavouritesRepository,
  favouritesRepository,
} from "./favourites.repository.ts";

/**
 * Favourite routes (issue 25 item 1; spec §3, §7 `v1/user/favourites`): save
 * a station pair (idempotent per pair, at most FAVOURITE_LIMIT), list them,
 * remove one's own. Every query filters by the user; another user's
 * favourite is a 404 (R5). Home shows them with today's availability through
 * `v1/recent_searches_availability`.
 */
export interface FavouritesDeps {
  db: Db;
  now: Clock;
  railway: Pick<RailwayGateway, "station">;
  /** Wraps the repository: the race test's barrier; the real one when absent. */
  wrapRepository?: (real: FavouritesRepository) => FavouritesRepository;
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;

export function createFavouritesService(deps: FavouritesDeps) {
  const real = favouritesRepository(deps.db);
  const repo = deps.wrapRepository ? deps.wrapRepository(real) : real;

  async function view(row: FavouriteRow): Promise<Favourite> {
    const [from, to] = await Promise.all([
      deps.railway.station(row.fromCode),
      deps.railway.station(row.toCode),
    ]);
    return {
      id: row.id,
      // A station gone from the network keeps its code as its name.
      from: { code: row.fromCode, name: from?.name ?? row.fromCode },
      to: { code: row.toCode, name: to?.name ?? row.toCode },
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async save(userId: string, request: FavouriteRequest): Promise<FavouriteSaved> {
      const [from, to] = await Promise.all([
        deps.railway.station(request.from),
        deps.railway.station(request.to),
      ]);
      if (!from || !to) throw new DomainError(ErrorCode.no_station_found);
      const { row, created } = await repo.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const existing = await repo.byPair(tx, userId, from.code, to.code);
        if (existing) return { row: existing, created: false };
        if ((await repo.countOf(tx, userId)) >= FAVOURITE_LIMIT) {
          throw new DomainError(ErrorCode.favourite_limit);
        }
        const inserted = await repo.insert(tx, {
          id: randomUUID(),
          userId,
          fromCode: from.code,
          toCode: to.code,
          createdAt: deps.now(),
        });
        return { row: inserted, created: true };
      });
      return {
        favourite: await view(row),
        created,
        message: created ? FAVOURITE_MESSAGES.saved : FAVOURITE_MESSAGES.already,
      };
    },

    async list(userId: string): Promise<FavouriteList> {
      const rows = await repo.listOf(userId);
      return { favourites: await Promise.all(rows.map(view)), limit: FAVOURITE_LIMIT };
    },

    async remove(userId: string, id: string): Promise<{ id: string; message: string }> {
      if (!(await repo.remove(userId, id))) throw new DomainError(ErrorCode.not_found);
      return { id, message: FAVOURITE_MESSAGES.removed };
    },
  };
}
