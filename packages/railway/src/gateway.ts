import type {
  BerthCode,
  ClassCode,
  FoodCode,
  Gender,
  QuotaCode,
} from "@safar/contracts/code-tables";
import type { IsoDate } from "@safar/domain/ist";
import type { Paise } from "@safar/domain/money";

import type { RailwayNetworkGateway } from "./network-gateway.ts";

/**
 * The one door between the partner product (apps/api) and the simulated
 * national reservation system. The partner side calls these methods and never
 * reads the railway's tables (ADR 004). The read side (stations, timetable,
 * journey search) is `RailwayNetworkGateway` and works now; the write side
 * below is the shape the reservations issue implements over the railway's own
 * inventory.
 *
 * Every method may throw a `DomainError` from `@safar/contracts/errors`.
 */
export interface RailwayGateway extends RailwayNetworkGateway {
  /** Seats left per class and quota for one train, date and journey. */
  availability(query: AvailabilityQuery): Promise<AvailabilityItem[]>;
  /** Holds seats for a journey until `expiresAt`; the fare is fixed by the hold. */
  hold(request: HoldRequest): Promise<Hold>;
  /** Turns a paid hold into a ticket with a PNR; idempotent per hold. */
  confirm(holdId: string, paymentReference: string): Promise<Ticket>;
  /** Gives up a hold before payment. */
  release(holdId: string): Promise<void>;
  /** Cancels some or all passengers of a ticket. */
  cancel(pnr: string, passengerNumbers: readonly number[]): Promise<Cancellation>;
  /** The current status of a ticket and each passenger (CNF/RAC/WL). */
  pnrStatus(pnr: string): Promise<Ticket>;
}

export interface AvailabilityQuery {
  trainNumber: string;
  from: string;
  to: string;
  date: IsoDate;
  classCode: ClassCode;
  quota: QuotaCode;
}

export interface AvailabilityItem {
  date: IsoDate;
  classCode: ClassCode;
  quota: QuotaCode;
  /** e.g. `AVL 42`, `RAC 5`, `WL 17`, `NOT AVL`. */
  status: string;
  fare: Paise;
}

export interface PassengerRequest {
  name: string;
  age: number;
  gender: Gender;
  berthPreference: BerthCode;
  food: FoodCode;
}

export interface HoldRequest extends AvailabilityQuery {
  passengers: readonly PassengerRequest[];
  /** The partner's idempotency key: the same key returns the same hold. */
  idempotencyKey: string;
}

export interface Hold {
  id: string;
  expiresAt: Date;
  totalFare: Paise;
}

export interface TicketPassenger {
  number: number;
  name: string;
  /** At booking, e.g. `CNF/B2/34/LB`, `RAC 3`, `WL 12`. */
  bookingStatus: string;
  currentStatus: string;
}

export interface Ticket {
  pnr: string;
  trainNumber: string;
  date: IsoDate;
  from: string;
  to: string;
  classCode: ClassCode;
  quota: QuotaCode;
  passengers: readonly TicketPassenger[];
  totalFare: Paise;
}

export interface Cancellation {
  pnr: string;
  refund: Paise;
  cancelledPassengers: readonly number[];
}
