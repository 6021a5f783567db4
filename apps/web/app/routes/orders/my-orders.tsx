import { redirect } from "react-router";

/**
 * `/myorders?type=travel_v2` (spec §2 "order history"): every order is My
 * bookings' All Bookings tab, so the path sends there for good (301).
 */
export function loader() {
  return redirect("/trains/mybookings?tab=all", 301);
}
