import type { PredictionReason } from "@safar/contracts/trains/common";

/**
 * Why a class or passenger that waits shows no confirmation chance, said
 * where the percentage would be (the railway's prediction README). `short`
 * fits a line on a 360 px screen; `long` is the whole sentence (the
 * PNR table, screen readers).
 */
export const NO_CHANCE: Readonly<Record<PredictionReason, { short: string; long: string }>> = {
  preparing: {
    short: "Chance: still being worked out",
    long: "The chance of confirmation is still being worked out from this train's past runs. Refresh in a moment.",
  },
  no_history: {
    short: "Chance: no past bookings like this",
    long: "No chance shown: this train's past runs had no booking on this list this many days before the journey.",
  },
  beyond_history: {
    short: "Chance: list longer than ever before",
    long: "No chance shown: this place is further down the list than any booking on this train's past runs.",
  },
  list_not_modelled: {
    short: "Chance: not worked out for this list",
    long: "No chance shown: past runs are kept for the general and Tatkal waiting lists only.",
  },
  unavailable: {
    short: "Chance: not available now",
    long: "No chance shown: it is not available right now.",
  },
};
