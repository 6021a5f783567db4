import type { UnclaimedRefund } from "@safar/contracts/unclaimed-refunds";
import { Form } from "react-router";
import { FormField } from "../../components/ui/form-field.tsx";
import { formatIstDate, formatJourneyDate } from "../../lib/dates.ts";
import { amount, StatusPill } from "./order-card.tsx";

/**
 * My bookings' Unclaimed refunds (spec §2, §9): each refund the payment
 * method would not take back as a card — the amount, the train and PNR, why
 * the bank returned it, "Claim by <date>" — with a plain form (works before
 * JavaScript) to claim it to the Safar wallet or a UPI ID. Claimed and
 * expired ones follow, saying where the money went.
 */

/** What the page's action answers when a claim is refused: shown on that refund's card. */
export interface ClaimActionData {
  refundId: string;
  values: { to: string; upiId: string };
  message: string;
  fields: Record<string, string>;
}

const METHOD_NAMES: Record<string, string> = {
  upi: "UPI account",
  card: "card",
  netbanking: "bank account",
};

/** The order page's words for a refund waiting for its claim (the link to the tab). */
export function claimLinkText(method: string | null): string {
  return `Refund could not be credited to your ${METHOD_NAMES[method ?? ""] ?? "payment method"} — claim it`;
}

/** Where the money of a claimed or expired refund went, in words. */
export function claimedWords(r: UnclaimedRefund): string {
  const when = r.claimedAt ? ` on ${formatIstDate(r.claimedAt)}` : "";
  if (r.status === "expired") {
    return `Not claimed within 10 days: credited to your wallet${when}.`;
  }
  return r.claimedTo === "upi"
    ? `Claimed: sent to UPI ID ${r.claimedUpiId ?? ""}${when}.`
    : `Claimed: credited to your wallet${when}.`;
}

export function UnclaimedRefundList({
  refunds,
  result,
}: {
  refunds: readonly UnclaimedRefund[];
  result: ClaimActionData | undefined;
}) {
  return (
    <ul className="ob-list ur-list">
      {refunds.map((r) => (
        <li key={r.id}>
          <UnclaimedRefundCard refund={r} result={result?.refundId === r.id ? result : undefined} />
        </li>
      ))}
    </ul>
  );
}

function UnclaimedRefundCard({
  refund: r,
  result,
}: {
  refund: UnclaimedRefund;
  result: ClaimActionData | undefined;
}) {
  const open = r.status === "unclaimed";
  const money = amount(r.amountPaise);
  const titleId = `ur-${r.id}-title`;
  const method = METHOD_NAMES[r.method ?? ""] ?? "payment method";
  return (
    <article
      className={`ob-card ur-card ${open ? "ob-card--pending" : "ob-card--success"}`}
      aria-labelledby={titleId}
      data-refund={r.id}
    >
      <div className="ob-card__top">
        <StatusPill
          tone={open ? "pending" : "success"}
          label={open ? "To claim" : r.status === "expired" ? "In your wallet" : "Claimed"}
        />
        <span className="ob-card__amount">{money}</span>
      </div>
      <h3 id={titleId} className="ob-card__train">
        Refund of {money}: {r.trainNumber} {r.trainName}
      </h3>
      <p className="ob-card__meta">
        {r.from} to {r.to} · {formatJourneyDate(r.journeyDate)}
        {r.pnr ? (
          <>
            {" "}
            · PNR <span className="ob-card__pnr">{r.pnr}</span>
          </>
        ) : null}{" "}
        · <a href={`/trains/summary/${r.orderId}`}>Order details</a>
      </p>
      <p>
        <span className="ur-card__label">Why it bounced: </span>
        {r.failureReason}
        {r.instrument ? ` (paid with ${method} ${r.instrument})` : ""}
      </p>
      {open ? (
        <>
          <p className="ur-card__due">
            Claim by {formatIstDate(r.expiresAt)}
            {r.linkSentAt ? (
              <span className="ob-card__meta">
                {" "}
                · claim link sent {formatIstDate(r.linkSentAt)}
              </span>
            ) : null}
          </p>
          <ClaimForm refund={r} money={money} result={result} />
        </>
      ) : (
        <p className="ur-card__done">{claimedWords(r)}</p>
      )}
    </article>
  );
}

function ClaimForm({
  refund: r,
  money,
  result,
}: {
  refund: UnclaimedRefund;
  money: string;
  result: ClaimActionData | undefined;
}) {
  const fields = result?.fields ?? {};
  const toError = fields.to;
  const upiError = fields.upiId;
  const chosen = result?.values.to || "wallet";
  const id = (part: string) => `ur-${r.id}-${part}`;
  return (
    <Form method="post" className="form ur-form" noValidate>
      <input type="hidden" name="refundId" value={r.id} />
      {result?.message && !toError && !upiError ? (
        <p className="form-alert" role="alert">
          {result.message}
        </p>
      ) : null}
      <fieldset
        className="choice-group"
        aria-describedby={toError ? id("to-error") : undefined}
        aria-invalid={toError ? true : undefined}
      >
        <legend>Where should {money} go?</legend>
        <label className="choice" htmlFor={id("wallet")}>
          <input
            id={id("wallet")}
            type="radio"
            name="to"
            value="wallet"
            defaultChecked={chosen === "wallet"}
          />
          <span className="choice__body">
            <span className="choice__name">Safar wallet</span>
            <span className="choice__meta">Credited at once</span>
          </span>
        </label>
        <label className="choice" htmlFor={id("upi")}>
          <input
            id={id("upi")}
            type="radio"
            name="to"
            value="upi"
            defaultChecked={chosen === "upi"}
          />
          <span className="choice__body">
            <span className="choice__name">A UPI ID</span>
            <span className="choice__meta">Of an account that is open; enter it below</span>
          </span>
        </label>
        {toError ? (
          <p id={id("to-error")} className="form-field__error" role="alert">
            {toError}
          </p>
        ) : null}
      </fieldset>
      <FormField
        announce
        id={id("upi-id")}
        name="upiId"
        label="UPI ID (for a claim to UPI)"
        hint="For example name@okbank"
        error={upiError}
        defaultValue={result?.values.upiId ?? ""}
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={100}
      />
      <div className="form-actions">
        <button type="submit" className="button" aria-describedby={`ur-${r.id}-title`}>
          Claim {money}
        </button>
      </div>
    </Form>
  );
}
