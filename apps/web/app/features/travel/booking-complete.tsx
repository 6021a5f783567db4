import { useInApp } from "../../lib/in-app-state.ts";
import { bookingComplete } from "../../lib/partner-behaviour.ts";
import { usePartnerProfile } from "../../lib/profile.ts";

/**
 * Where an order's page sends the traveller on (spec §1 complete-booking
 * mode): the site's own bookings, or the travel app's order history — in the
 * app, the app's own screen through the bridge.
 */
export function BookingCompleteLink() {
  const profile = usePartnerProfile();
  const { bridge } = useInApp();
  const link = bookingComplete(profile);
  return (
    <p className="co-note" data-complete-booking={profile.completeBookingMode}>
      <a
        href={link.href}
        onClick={(event) => {
          if (link.viaApp && bridge?.inApp) {
            event.preventDefault();
            void bridge.call("navigate", { to: "orders" });
          }
        }}
      >
        {link.label}
      </a>
    </p>
  );
}
