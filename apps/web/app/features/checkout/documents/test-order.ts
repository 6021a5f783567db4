import type { OrderSummary } from "@safar/contracts/booking";

/** A booked two-passenger 3A order, as `v1/order/summary` answers it (test data). */
export function testOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderId: "20261121000001",
    header: {
      status: 7,
      label: "Booking Successful",
      tone: "success",
      createdAt: "2026-11-21T04:30:00.000Z",
    },
    journey_details: {
      trainNumber: "12952",
      trainName: "Mumbai Rajdhani",
      from: "NDLS",
      fromName: "New Delhi",
      to: "MMCT",
      toName: "Mumbai Central",
      date: "2026-11-25",
      departure: "16:55",
      arrival: "08:35",
      classCode: "3A",
      quota: "GN",
      pnr: "2456789012",
      railwayUserId: "asha_v",
    },
    passenger_details: [
      {
        number: 1,
        name: "Asha Verma",
        age: 34,
        gender: "F",
        berth: "LB",
        food: "V",
        bookingStatus: "CNF/B2/34/LB",
        currentStatus: "CNF/B2/34/LB",
      },
      {
        number: 2,
        name: "Ravi Verma",
        age: 36,
        gender: "M",
        berth: "UB",
        food: "V",
        bookingStatus: "WL 6",
        currentStatus: "CNF/B3/12/UB",
      },
    ],
    contact_details: { email: "asha@example.com", mobile: "9820011223" },
    fare_and_payment_details: {
      fare: {
        lines: [
          { id: "ticket_fare", label: "Ticket fare", paise: 629_000 },
          { id: "convenience_fee", label: "Convenience fee", paise: 3_000 },
          { id: "gst_on_fee", label: "GST on convenience fee", paise: 540 },
        ],
        totalPaise: 632_540,
        payingPassengers: 2,
        final: true,
      },
      payment: {
        reference: "PAY-TEST-1",
        status: "captured",
        method: "wallet",
        amountPaise: 632_540,
        expiresAt: "2026-11-21T04:40:00.000Z",
        authorizedAt: "2026-11-21T04:31:00.000Z",
        capturedAt: "2026-11-21T04:32:00.000Z",
        voidedAt: null,
      },
    },
    refund_details: null,
    failure_reason: null,
    seat_status: { seen: "AVAILABLE-0024", now: null, changed: false, message: null },
    preferences: {
      noFood: false,
      autoUpgrade: true,
      coachId: null,
      lowerBerths: null,
      insuranceOpted: false,
      freeCancellationOpted: false,
    },
    gst_details: null,
    notes: [],
    railway_authorization_url: null,
    ...overrides,
  };
}
