import type { OrderSummary } from "@safar/contracts/booking";
import { parsePassengerStatus } from "@safar/contracts/pnr";
import { AllottedCoaches } from "../../components/ui/coach-drawing.tsx";
import type { OrdersMessages } from "../../i18n/orders.ts";
import { className } from "../../lib/code-names.ts";
import { useMessages } from "../../lib/i18n.ts";

/**
 * The booked ticket's coaches with each traveller's berth highlighted: the
 * current status where the railway gave one (after the chart, the chart's
 * coach and berth), else the status at booking. Nothing while no traveller
 * has a berth (waitlisted, 1A before the chart).
 */
export function TicketCoaches({ order }: { order: OrderSummary }) {
  const t = useMessages<OrdersMessages>();
  const classCode = order.journey_details.classCode;
  const allotted = order.passenger_details.flatMap((p) => {
    const text = p.currentStatus ?? p.bookingStatus;
    if (!text) return [];
    const { coach, berth, kind } = parsePassengerStatus(text);
    if (!coach || berth === null || (kind !== "confirmed" && kind !== "rac")) return [];
    return [{ coach, berth, badge: `P${p.number}`, who: p.name }];
  });
  if (allotted.length === 0) return null;
  return (
    <div className="order-coaches">
      <h3 className="order-coaches__title">{t.whereYouSit}</h3>
      <AllottedCoaches
        classCode={classCode}
        className={className(t, classCode)}
        allotted={allotted}
      />
    </div>
  );
}
