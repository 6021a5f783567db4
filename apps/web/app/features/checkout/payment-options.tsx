import { NET_BANKS, type PaymentMethod } from "@safar/contracts/booking";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { formatPaise } from "@safar/domain/money";
import { type ReactNode, useEffect, useRef } from "react";
import { Form } from "react-router";
import { FormField } from "../../components/ui/form-field.tsx";
import type { CheckoutMessages } from "../../i18n/checkout.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import "../../components/ui/forms.css";
import "./checkout.css";

/**
 * The simulated gateway's payment methods (ADR 011): wallet, UPI, card and
 * net banking, each a plain form posting to the payment route's action, so
 * each works before JavaScript loads. The action answers with what to show
 * (`PaymentActionData`): a message for the page, a message or field
 * messages for one method's form, the UPI upgrade offer.
 */

export interface PaymentActionData {
  /** The method whose form the answer is for. */
  method?: PaymentMethod;
  /** For the whole page: declined, time over, no longer payable, something went wrong. */
  message?: string;
  /** For the method's form: 'Low Wallet balance!', 'Please check your payment details'. */
  methodMessage?: string;
  /** Field messages of the method's form (the gateway's `fields`). */
  fields?: Record<string, string>;
  /** What was typed, to show again (never the card number or CVV). */
  values?: { upiId?: string; cardExpiry?: string; cardName?: string; bank?: string };
  /** 'UPI ID upgrade required' (spec §8): offer 'Upgrade now' or cards and net banking. */
  upgradeRequired?: boolean;
  loggedOut?: boolean;
}

const METHOD_ANCHORS: Record<PaymentMethod, string> = {
  wallet: "pay-wallet",
  upi: "pay-upi",
  card: "pay-card",
  netbanking: "pay-netbanking",
};

/** The short names of the jump links above the methods. */
const methodLink = (t: CheckoutMessages, m: PaymentMethod) => t[`method_${m}`];

const methodTitle = (t: CheckoutMessages, m: PaymentMethod) =>
  m === "card" ? t.methodTitle_card : t[`method_${m}`];

export function PaymentOptions({
  orderId,
  amountPaise,
  walletBalancePaise,
  result,
  busy,
}: {
  orderId: string;
  amountPaise: number;
  walletBalancePaise: number | null;
  result: PaymentActionData | undefined;
  busy: boolean;
}) {
  const t = useMessages<CheckoutMessages>();
  const amount = formatPaise(amountPaise);
  const root = useRef<HTMLDivElement>(null);
  const forMethod = (m: PaymentMethod) => (result?.method === m ? result : undefined);

  // After a refusal, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (!result?.method) return;
    const section = root.current?.querySelector(`#${METHOD_ANCHORS[result.method]}`);
    const invalid = section?.querySelector<HTMLElement>("[aria-invalid='true']");
    invalid?.focus();
  }, [result]);

  // The wallet is offered only when it covers the amount due; otherwise it comes last, with
  // its balance and the spec's 'Low Wallet balance!' (an unknown balance is offered: the
  // gateway decides).
  const walletCovers = walletBalancePaise === null || walletBalancePaise >= amountPaise;
  const order: PaymentMethod[] = walletCovers
    ? ["wallet", "upi", "card", "netbanking"]
    : ["upi", "card", "netbanking", "wallet"];
  const methods: Record<PaymentMethod, ReactNode> = {
    wallet: walletCovers ? (
      <WalletMethod
        key="wallet"
        orderId={orderId}
        amount={amount}
        balancePaise={walletBalancePaise}
        result={forMethod("wallet")}
        busy={busy}
      />
    ) : (
      <LowWallet key="wallet" amount={amount} balancePaise={walletBalancePaise ?? 0} />
    ),
    upi: (
      <UpiMethod
        key="upi"
        orderId={orderId}
        amount={amount}
        result={forMethod("upi")}
        busy={busy}
      />
    ),
    card: (
      <CardMethod
        key="card"
        orderId={orderId}
        amount={amount}
        result={forMethod("card")}
        busy={busy}
      />
    ),
    netbanking: (
      <NetBankingMethod
        key="netbanking"
        orderId={orderId}
        amount={amount}
        result={forMethod("netbanking")}
        busy={busy}
      />
    ),
  };

  return (
    <div ref={root} className="co-methods" aria-busy={busy || undefined}>
      <ul className="co-method-links" aria-label={t.paymentMethods}>
        {order.map((m) => (
          <li key={m}>
            <a href={`#${METHOD_ANCHORS[m]}`}>
              {methodLink(t, m)}
              {m === "wallet" && !walletCovers ? t.lowBalanceLink : ""}
            </a>
          </li>
        ))}
      </ul>
      {order.map((m) => methods[m])}
    </div>
  );
}

/** The wallet when its balance is below the amount due: shown, not offered, and why. */
function LowWallet({ amount, balancePaise }: { amount: string; balancePaise: number }) {
  const t = useMessages<CheckoutMessages>();
  return (
    <Method method="wallet">
      <p className="co-method__text">
        {t.walletBalance}
        <strong>{formatPaise(balancePaise)}</strong>
      </p>
      <p className="co-method__low">
        <strong>{translatedTemplate(t, ERROR_MESSAGES.low_wallet_balance)}</strong>
        {fill(t.lowBalanceText, { amount })}
      </p>
    </Method>
  );
}

/** A field's message from the gateway, in the page's words when the catalogue has it. */
const tr = (t: CheckoutMessages, message: string | undefined) =>
  message === undefined ? undefined : translatedTemplate(t, message);

function Method({ method, children }: { method: PaymentMethod; children: ReactNode }) {
  const t = useMessages<CheckoutMessages>();
  const id = METHOD_ANCHORS[method];
  return (
    <section id={id} className="co-method" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="co-method__title">
        {methodTitle(t, method)}
      </h3>
      {children}
    </section>
  );
}

function PayFields({ orderId, method }: { orderId: string; method: PaymentMethod }) {
  return (
    <>
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="method" value={method} />
    </>
  );
}

function MethodAlert({ id, message }: { id: string; message: string | undefined }) {
  const t = useMessages<CheckoutMessages>();
  if (!message) return null;
  return (
    <p id={id} className="form-alert" role="alert">
      {translatedTemplate(t, message)}
    </p>
  );
}

function WalletMethod({
  orderId,
  amount,
  balancePaise,
  result,
  busy,
}: {
  orderId: string;
  amount: string;
  balancePaise: number | null;
  result: PaymentActionData | undefined;
  busy: boolean;
}) {
  const t = useMessages<CheckoutMessages>();
  const errorId = "pay-wallet-error";
  return (
    <Method method="wallet">
      <p className="co-method__text">
        {t.walletBalance}
        <strong>{balancePaise === null ? t.notAvailableNow : formatPaise(balancePaise)}</strong>
      </p>
      <Form method="post" className="form" aria-busy={busy || undefined}>
        <PayFields orderId={orderId} method="wallet" />
        <MethodAlert id={errorId} message={result?.methodMessage} />
        <div className="form-actions">
          <button
            type="submit"
            className="button"
            disabled={busy}
            aria-describedby={result?.methodMessage ? errorId : undefined}
          >
            {fill(t.payFromWallet, { amount })}
          </button>
        </div>
      </Form>
    </Method>
  );
}

function UpiMethod({
  orderId,
  amount,
  result,
  busy,
}: {
  orderId: string;
  amount: string;
  result: PaymentActionData | undefined;
  busy: boolean;
}) {
  const t = useMessages<CheckoutMessages>();
  const upiId = result?.values?.upiId ?? "";
  return (
    <Method method="upi">
      <Form method="post" className="form" noValidate aria-busy={busy || undefined}>
        <PayFields orderId={orderId} method="upi" />
        <MethodAlert
          id="pay-upi-alert"
          message={result?.upgradeRequired ? undefined : result?.methodMessage}
        />
        <FormField
          announce
          id="pay-upi-id"
          name="upiId"
          label={t.upiId}
          hint={t.upiHint}
          error={tr(t, result?.fields?.upiId)}
          defaultValue={upiId}
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {fill(t.payByUpi, { amount })}
          </button>
        </div>
      </Form>
      {result?.upgradeRequired ? (
        <div
          className="co-box co-box--warning"
          role="alert"
          aria-labelledby="pay-upi-upgrade-title"
        >
          <p id="pay-upi-upgrade-title" className="co-box__title">
            {t.upiUpgradeTitle}
          </p>
          <p>{fill(t.upiUpgradeText, { upiId: upiId || t.thisUpiId })}</p>
          <Form method="post" className="form-actions">
            <input type="hidden" name="intent" value="upgrade" />
            <input type="hidden" name="orderId" value={orderId} />
            <input type="hidden" name="upiId" value={upiId} />
            <button type="submit" className="button" disabled={busy}>
              {t.upgradeNow}
            </button>
            <a className="button button--secondary" href={`#${METHOD_ANCHORS.card}`}>
              {t.payCardsNetbanking}
            </a>
          </Form>
        </div>
      ) : null}
    </Method>
  );
}

function CardMethod({
  orderId,
  amount,
  result,
  busy,
}: {
  orderId: string;
  amount: string;
  result: PaymentActionData | undefined;
  busy: boolean;
}) {
  const t = useMessages<CheckoutMessages>();
  const fields = result?.fields ?? {};
  return (
    <Method method="card">
      <Form method="post" className="form" noValidate aria-busy={busy || undefined}>
        <PayFields orderId={orderId} method="card" />
        <MethodAlert id="pay-card-alert" message={result?.methodMessage} />
        <FormField
          announce
          id="pay-card-number"
          name="cardNumber"
          label={t.cardNumber}
          error={tr(t, fields.cardNumber)}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <div className="co-field-row">
          <FormField
            announce
            id="pay-card-expiry"
            name="cardExpiry"
            label={t.cardExpiry}
            error={tr(t, fields.cardExpiry)}
            defaultValue={result?.values?.cardExpiry ?? ""}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
          />
          <FormField
            announce
            id="pay-card-cvv"
            name="cardCvv"
            label={t.cvv}
            hint={t.cvvHint}
            error={tr(t, fields.cardCvv)}
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
        </div>
        <FormField
          announce
          id="pay-card-name"
          name="cardName"
          label={t.nameOnCard}
          error={tr(t, fields.cardName)}
          defaultValue={result?.values?.cardName ?? ""}
          autoComplete="cc-name"
          autoCapitalize="characters"
          maxLength={60}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {fill(t.payByCard, { amount })}
          </button>
        </div>
      </Form>
    </Method>
  );
}

function NetBankingMethod({
  orderId,
  amount,
  result,
  busy,
}: {
  orderId: string;
  amount: string;
  result: PaymentActionData | undefined;
  busy: boolean;
}) {
  const t = useMessages<CheckoutMessages>();
  const error = tr(t, result?.fields?.bank);
  return (
    <Method method="netbanking">
      <Form method="post" className="form" noValidate aria-busy={busy || undefined}>
        <PayFields orderId={orderId} method="netbanking" />
        <MethodAlert
          id="pay-netbanking-alert"
          message={error ? undefined : result?.methodMessage}
        />
        <div className="form-field">
          <label className="form-field__label" htmlFor="pay-bank">
            {t.yourBank}
          </label>
          <select
            id="pay-bank"
            name="bank"
            className="form-field__control"
            defaultValue={result?.values?.bank ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "pay-bank-error" : undefined}
          >
            <option value="">{t.chooseBank}</option>
            {NET_BANKS.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
          {error ? (
            <p id="pay-bank-error" className="form-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <fieldset className="co-bank-step">
          <legend>{t.bankPage}</legend>
          <p className="co-method__text">{fill(t.bankApprove, { amount })}</p>
          <div className="form-actions">
            <button
              type="submit"
              name="bankDecision"
              value="approve"
              className="button"
              disabled={busy}
            >
              {t.approvePayment}
            </button>
            <button
              type="submit"
              name="bankDecision"
              value="decline"
              className="button button--secondary"
              disabled={busy}
            >
              {t.decline}
            </button>
          </div>
        </fieldset>
      </Form>
    </Method>
  );
}
