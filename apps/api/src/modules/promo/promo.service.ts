import { DomainError, ErrorCode, errorMessage } from "@safar/contracts/errors";
import type { PromoDetails, PromoOffer, PromoOfferList } from "@safar/contracts/promo";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { applyPromo, type PromoRule, promoHeadline } from "@safar/domain/promo";
import { DEMO_OFFERS } from "./demo-offers.ts";
import {
  type PromoCodeRow,
  type PromoRepository,
  promoRepository,
  type RedemptionRow,
  type RedemptionState,
} from "./promo.repository.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What a code is judged against: the order before its discount. */
export interface PromoOrder {
  orderId: string;
  userId: string;
  amountPaise: number;
  classCode: string;
  quota: string;
}

export interface PromoQuote {
  code: string;
  title: string;
  discountPaise: number;
}

function ruleOf(row: PromoCodeRow): PromoRule {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    maxDiscountPaise: row.maxDiscountPaise,
    minAmountPaise: row.minAmountPaise,
    perUserLimit: row.perUserLimit,
    classes: row.classes,
    quotas: row.quotas,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

function offerOf(row: PromoCodeRow): PromoOffer {
  return {
    code: row.code,
    title: row.title,
    headline: promoHeadline(row),
    terms: row.terms,
    kind: row.kind,
    value: row.value,
    maxDiscountPaise: row.maxDiscountPaise,
    minAmountPaise: row.minAmountPaise,
    perUserLimit: row.perUserLimit,
    classes: row.classes,
    quotas: row.quotas,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
  };
}

/**
 * Promo codes (ADR 025): the offers live now, and the one judgement of a code
 * against an order — at review (`quote`, nothing held) and at checkout
 * (`hold`, under the code's row lock in the checkout's transaction, so two
 * checkouts of one user cannot both take a code's last use). A use is
 * consumed when the order is ticketed (`settle` → used) and given back when
 * its payment fails or lapses or the order is refunded in full (→ released).
 */
export function createPromoService(deps: {
  db: Db;
  now: Clock;
  /** Tests wrap the repository to show the race its lock prevents. */
  wrapRepository?: (real: PromoRepository) => PromoRepository;
}) {
  const real = promoRepository(deps.db);
  const repo = deps.wrapRepository ? deps.wrapRepository(real) : real;

  function judge(row: PromoCodeRow | null, order: PromoOrder, usedByUser: number, now: Date) {
    if (!row) throw new DomainError(ErrorCode.promo_unknown);
    const result = applyPromo(ruleOf(row), { ...order, now, usedByUser });
    if (!result.ok) {
      throw new DomainError(ErrorCode[result.reason], {
        message: errorMessage(ErrorCode[result.reason], result.values ?? {}),
      });
    }
    return { code: row.code, title: row.title, discountPaise: result.discountPaise };
  }

  return {
    async offers(): Promise<PromoOfferList> {
      return { offers: (await repo.liveCodes(deps.now())).map(offerOf) };
    },

    /** Whether `code` applies to the order now, and its discount; nothing is held. */
    async quote(code: string, order: PromoOrder): Promise<PromoQuote> {
      const row = await repo.code(code);
      const used = row ? await repo.usesByUser(order.userId, code, order.orderId) : 0;
      return judge(row, order, used, deps.now());
    },

    /**
     * At checkout, inside its transaction: the code judged again under its row
     * lock (the guard), and the order's use held with the discount fixed.
     * `guard: false` skips the lock: only the race test uses it, to show the
     * race the lock prevents.
     */
    async hold(tx: Tx, code: string, order: PromoOrder, guard = true): Promise<PromoQuote> {
      const row = guard ? await repo.lockCode(tx, code) : await repo.code(code, tx);
      const used = row ? await repo.usesByUser(order.userId, code, order.orderId, tx) : 0;
      const quote = judge(row, order, used, deps.now());
      await repo.hold(tx, {
        orderId: order.orderId,
        code: quote.code,
        userId: order.userId,
        discountPaise: quote.discountPaise,
        now: deps.now(),
      });
      return quote;
    },

    /**
     * The order's use after the order moved: `used` once it is ticketed (from
     * held, once), `released` when its payment failed or lapsed or it was
     * refunded in full. False when there was nothing to move.
     */
    async settle(tx: Tx, orderId: string, to: Exclude<RedemptionState, "held">): Promise<boolean> {
      const from: RedemptionState[] = to === "used" ? ["held"] : ["held", "used"];
      return repo.move(orderId, from, to, deps.now(), tx);
    },

    async redemptionOf(orderId: string): Promise<RedemptionRow | null> {
      return repo.redemptionOf(orderId);
    },

    /** Spec §3 promo_details for an order with `appliedCode` and the discount its fare shows. */
    async detailsOf(
      orderId: string,
      appliedCode: string | null,
      discountPaise: number,
    ): Promise<PromoDetails | null> {
      if (!appliedCode) return null;
      const [row, use] = await Promise.all([repo.code(appliedCode), repo.redemptionOf(orderId)]);
      return {
        code: appliedCode,
        title: row?.title ?? appliedCode,
        discountPaise: use?.discountPaise ?? discountPaise,
        status: use?.status ?? "applied",
      };
    },

    /** Adds the demo offers whose codes are missing (at start; ADR 025). */
    async seedDemoOffers(): Promise<void> {
      const createdAt = deps.now();
      await repo.insertCodes(DEMO_OFFERS.map((o) => ({ ...o, createdAt })));
    },
  };
}

export type PromoService = ReturnType<typeof createPromoService>;
export type { PromoRepository };
