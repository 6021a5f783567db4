import type { UnclaimedRefund } from "@safar/contracts/unclaimed-refunds";
import { Form } from "react-router";
import { FormField } from "../../components/ui/form-field.tsx";
import type { RefundsMessages } from "../../i18n/refunds.ts";
import { formatIstDate, formatJourneyDate } from "../../lib/dates.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
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

/** A payment method's words (`UPI account`, `card`…) in the page's language. */
function methodWords(t: RefundsMessages, method: string | null): string {
  return method === "upi" || method === "card" || method === "netbanking"
    ? t[`method_${method}`]
    : t.method_other;
}

/** The order page's words for a refund waiting for its claim (the link to the tab). */
export function claimLinkText(t: RefundsMessages, method: string | null): string {
  return fill(t.claimLink, { method: methodWords(t, method) });
}

/** Where the money of a claimed or expired refund went, in words. */
export function claimedWords(
  t: RefundsMessages,
  r: UnclaimedRefund,
  locale: Parameters<typeof formatIstDate>[1] = "en",
): string {
  const when = r.claimedAt ? fill(t.onDate, { date: formatIstDate(r.claimedAt, locale) }) : "";
  if (r.status === "expired") return fill(t.expiredOn, { when });
  return r.claimedTo === "upi"
    ? fill(t.claimedUpi, { upiId: r.claimedUpiId ?? "", when })
    : fill(t.claimedWallet, { when });
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
  const t = useMessages<RefundsMessages>();
  const locale = useLocale();
  const open = r.status === "unclaimed";
  const money = amount(r.amountPaise);
  const titleId = `ur-${r.id}-title`;
  const method = methodWords(t, r.method);
  return (
    <article
      className={`ob-card ur-card ${open ? "ob-card--pending" : "ob-card--success"}`}
      aria-labelledby={titleId}
      data-refund={r.id}
    >
      <div className="ob-card__top">
        <StatusPill
          tone={open ? "pending" : "success"}
          label={open ? t.toClaim : r.status === "expired" ? t.inWallet : t.claimed}
        />
        <span className="ob-card__amount">{money}</span>
      </div>
      <h3 id={titleId} className="ob-card__train">
        {fill(t.cardTitle, { money, train: `${r.trainNumber} ${r.trainName}` })}
      </h3>
      <p className="ob-card__meta">
        {fill(t.fromTo, { from: r.from, to: r.to })} · {formatJourneyDate(r.journeyDate, locale)}
        {r.pnr ? (
          <>
            {" "}
            · PNR <span className="ob-card__pnr">{r.pnr}</span>
          </>
        ) : null}{" "}
        · <a href={`/trains/summary/${r.orderId}`}>{t.orderDetails}</a>
      </p>
      <p>
        <span className="ur-card__label">{t.whyBounced}</span>
        {translated(t, r.failureReason)}
        {r.instrument ? fill(t.paidWith, { method, instrument: r.instrument }) : ""}
      </p>
      {open ? (
        <>
          <p className="ur-card__due">
            {fill(t.claimBy, { date: formatIstDate(r.expiresAt, locale) })}
            {r.linkSentAt ? (
              <span className="ob-card__meta">
                {fill(t.linkSent, { date: formatIstDate(r.linkSentAt, locale) })}
              </span>
            ) : null}
          </p>
          <ClaimForm refund={r} money={money} result={result} />
        </>
      ) : (
        <p className="ur-card__done">{claimedWords(t, r, locale)}</p>
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
  const t = useMessages<RefundsMessages>();
  const fields = result?.fields ?? {};
  const toError = fields.to && translated(t, fields.to);
  const upiError = fields.upiId && translated(t, fields.upiId);
  const chosen = result?.values.to || "wallet";
  const id = (part: string) => `ur-${r.id}-${part}`;
  return (
    <Form method="post" className="form ur-form" noValidate>
      <input type="hidden" name="refundId" value={r.id} />
      {result?.message && !toError && !upiError ? (
        <p className="form-alert" role="alert">
          {translated(t, result.message)}
        </p>
      ) : null}
      <fieldset
        className="choice-group"
        aria-describedby={toError ? id("to-error") : undefined}
        aria-invalid={toError ? true : undefined}
      >
        <legend>{fill(t.whereTo, { money })}</legend>
        <label className="choice" htmlFor={id("wallet")}>
          <input
            id={id("wallet")}
            type="radio"
            name="to"
            value="wallet"
            defaultChecked={chosen === "wallet"}
          />
          <span className="choice__body">
            <span className="choice__name">{t.safarWallet}</span>
            <span className="choice__meta">{t.atOnce}</span>
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
            <span className="choice__name">{t.aUpiId}</span>
            <span className="choice__meta">{t.openAccount}</span>
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
        label={t.upiLabel}
        hint={t.upiHint}
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
          {fill(t.claimMoney, { money })}
        </button>
      </div>
    </Form>
  );
}
