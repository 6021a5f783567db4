/**
 * The coach drawing's words in English: its own fallback (pages whose
 * loader sends none, e.g. the PNR status) and the English column of the
 * coach catalogue (`app/i18n/coach.ts`), which the booking and order pages
 * send in the page's language. `{…}` are filled by the drawing.
 */
export const COACH_WORDS = {
  coachPos_LB: "Lower",
  coachPos_MB: "Middle",
  coachPos_UB: "Upper",
  coachPos_SL: "Side lower",
  coachPos_SM: "Side middle",
  coachPos_SU: "Side upper",
  coachPos_WS: "Window seat",
  coachPos_MS: "Middle seat",
  coachPos_AS: "Aisle seat",
  coachMeaning_LB: "the bench everyone in the bay sits on by day; no climbing.",
  coachMeaning_MB:
    "folds up by day (its traveller sits below) and comes down for the night, 10 pm to 6 am.",
  coachMeaning_UB: "the top berth, up a ladder; stays made up all day, the most privacy.",
  coachMeaning_SL: "along the aisle, a pair of facing seats by day; an RAC pair shares one.",
  coachMeaning_SM: "between the side lower and side upper (Garib Rath).",
  coachMeaning_SU: "above the side lower, along the aisle, up a ladder.",
  coachMeaning_WS: "by the window.",
  coachMeaning_MS: "between the window and aisle seats.",
  coachMeaning_AS: "next to the gangway, easy to get up.",
  coachNote_bays:
    "Each bay has berths facing each other across a small table, and side berths across the aisle.",
  coachNote_cabins:
    "A cabin has two lower and two upper berths behind a lockable door; a coupé has one of each. A corridor runs along one side.",
  coachNote_seats: "Seats face the direction of travel in rows, with the aisle between them.",
  coachOne_berth: "berth",
  coachMany_berth: "berths",
  coachTitle_berth: "Berths",
  coachOne_seat: "seat",
  coachMany_seat: "seats",
  coachTitle_seat: "Seats",
  coachGroup_bays: "bays",
  coachGroup_cabins: "cabins and coupés",
  coachGroup_seats: "rows",
  coachNamed: "Coach {coach}",
  coachTypical: "A typical coach",
  coachSize: "{n} {unit} in {m} {group}",
  coachYours: "Your {unit}",
  coachYourSpot: "{who}: {unit} {spot}",
  coachEnd: "Door · toilets",
  coachYoursKey: "Yours",
  coachYoursMeaning: "filled, with the traveller’s number",
  coachInThis: "{title} in this coach",
  coachInCoach: "{title} in coach {coach}",
  coachCaption: ": number, position and {group}",
  coachRow: "row",
  coachCabin: "cabin",
  coachBay: "bay",
  coachHeadSeat: "Seat",
  coachHeadBerth: "Berth",
  coachHeadPosition: "Position",
  coachHeadRow: "Row",
  coachHeadCabin: "Cabin",
  coachHeadBay: "Bay",
  "Bay {n}": "Bay {n}",
  "Row {n}": "Row {n}",
  "Cabin {n}": "Cabin {n}",
  "Coupé {n}": "Coupé {n}",
} as const;

export type CoachWords = { readonly [K in keyof typeof COACH_WORDS]: string };
