import type { OrderCard } from "@safar/contracts/booking";
import { Section } from "../../components/ui/section.tsx";
import { OrderCardList } from "./order-card.tsx";

/**
 * The home page's pending orders (spec §3 Home: pending orders list; §7
 * `v2/orders/pending`): a signed-in traveller's orders still moving —
 * payment processing, booking pending, retry, cancel or return requested —
 * each linking to its page. A deferred part of the home page: its code is
 * not in the home page's first load (W3).
 */
export function PendingOrders({ orders }: { orders: readonly OrderCard[] }) {
  return (
    <Section name="Pending bookings">
      <OrderCardList orders={orders} />
      <p className="ob-more">
        <a href="/trains/mybookings">My Bookings</a>
      </p>
    </Section>
  );
}
