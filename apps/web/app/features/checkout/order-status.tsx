import {
  ORDER_STATUS_LABELS,
  type OrderStatusCode,
  type OrderSummary,
  orderStatusTone,
} from "@safar/contracts/booking";
import type { CheckoutMessages } from "../../i18n/checkout.ts";
import type { OrdersMessages } from "../../i18n/orders.ts";
import { formatIstDateTime } from "../../lib/dates.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import { orderProgress, type StepState, stepStateText } from "./format.ts";
import "./checkout.css";

/**
 * The status header of an order (spec §4: the label of its status code, on
 * light yellow while pending, light red when failed, light green otherwise;
 * the label is always there in words) and its progress: Payment received →
 * Booking in-process → Booking successful, or the outcome that ended it.
 */
export function OrderStatusHeader({ order }: { order: OrderSummary }) {
  const t = useMessages<OrdersMessages>();
  const locale = useLocale();
  const status = order.header.status as OrderStatusCode;
  const label = ORDER_STATUS_LABELS[status] ?? order.header.label;
  const tone = ORDER_STATUS_LABELS[status] ? orderStatusTone(status) : order.header.tone;
  return (
    <div className={`co-status co-status--${tone}`} data-tone={tone}>
      <p className="co-status__label">{translated(t, label)}</p>
      <p className="co-status__meta">
        {fill(t.orderMeta, {
          orderId: order.orderId,
          when: formatIstDateTime(order.header.createdAt, locale),
        })}
      </p>
    </div>
  );
}

const STEP_MARKS: Record<StepState, string> = {
  done: "✓",
  current: "•",
  failed: "✕",
  todo: "",
};

export function OrderProgress({ status }: { status: number }) {
  const t = useMessages<CheckoutMessages>();
  const steps = orderProgress(status);
  return (
    <ol className="co-progress">
      {steps.map((step) => (
        <li
          key={step.label}
          className={`co-progress__step co-progress__step--${step.state}`}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          <span className="co-progress__mark" aria-hidden="true">
            {STEP_MARKS[step.state]}
          </span>
          <span className="co-progress__label">
            {translated(t, step.label)}
            <span className="visually-hidden"> ({translated(t, stepStateText(step.state))})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
