import { NET_BANKS, type PaymentMethod } from "@safar/contracts/booking";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { formatPaise } from "@safar/domain/money";
import { type ReactNode, useEffect, useRef } from "react";
import { Form } from "react-router";
import { FormField } from "../../components/ui/form-field.tsx";
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
const METHOD_LINKS: Record<PaymentMethod, string> = {
  wallet: "Wallet",
  upi: "UPI",
  card: "Card",
  netbanking: "Net banking",
};

const METHOD_TITLES: Record<PaymentMethod, string> = {
  wallet: "Wallet",
  upi: "UPI",
  card: "Credit or debit card",
  netbanking: "Net banking",
};

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
      <ul className="co-method-links" aria-label="Payment methods">
        {order.map((m) => (
          <li key={m}>
            <a href={`#${METHOD_ANCHORS[m]}`}>
              {METHOD_LINKS[m]}
              {m === "wallet" && !walletCovers ? " (low balance)" : ""}
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
  return (
    <Method method="wallet">
      <p className="co-method__text">
        Safar Wallet balance: <strong>{formatPaise(balancePaise)}</strong>
      </p>
      <p className="co-method__low">
        <strong>{ERROR_MESSAGES.low_wallet_balance}</strong> It is less than the {amount} due: pay
        by UPI, card or net banking.
      </p>
    </Method>
  );
}

function Method({ method, children }: { method: PaymentMethod; children: ReactNode }) {
  const id = METHOD_ANCHORS[method];
  return (
    <section id={id} className="co-method" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="co-method__title">
        {METHOD_TITLES[method]}
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
  if (!message) return null;
  return (
    <p id={id} className="form-alert" role="alert">
      {message}
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
  const errorId = "pay-wallet-error";
  return (
    <Method method="wallet">
      <p className="co-method__text">
        Safar Wallet balance:{" "}
        <strong>{balancePaise === null ? "not available now" : formatPaise(balancePaise)}</strong>
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
            Pay {amount} from wallet
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
          label="UPI ID"
          hint="For example name@okbank"
          error={result?.fields?.upiId}
          defaultValue={upiId}
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            Pay {amount} by UPI
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
            UPI ID upgrade required
          </p>
          <p>Your bank asks you to upgrade {upiId || "this UPI ID"} before it can pay.</p>
          <Form method="post" className="form-actions">
            <input type="hidden" name="intent" value="upgrade" />
            <input type="hidden" name="orderId" value={orderId} />
            <input type="hidden" name="upiId" value={upiId} />
            <button type="submit" className="button" disabled={busy}>
              Upgrade now
            </button>
            <a className="button button--secondary" href={`#${METHOD_ANCHORS.card}`}>
              Pay using Cards or Netbanking
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
          label="Card number"
          error={fields.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <div className="co-field-row">
          <FormField
            announce
            id="pay-card-expiry"
            name="cardExpiry"
            label="Expiry (MM/YY)"
            error={fields.cardExpiry}
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
            label="CVV"
            hint="3 digits on the back, 4 on the front for American Express"
            error={fields.cardCvv}
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
          label="Name on card"
          error={fields.cardName}
          defaultValue={result?.values?.cardName ?? ""}
          autoComplete="cc-name"
          autoCapitalize="characters"
          maxLength={60}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            Pay {amount} by card
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
  const error = result?.fields?.bank;
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
            Your bank
          </label>
          <select
            id="pay-bank"
            name="bank"
            className="form-field__control"
            defaultValue={result?.values?.bank ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "pay-bank-error" : undefined}
          >
            <option value="">Choose your bank</option>
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
          <legend>Your bank’s page (simulated)</legend>
          <p className="co-method__text">
            Approve the payment of {amount} to Safar, or decline it, as you would on your bank’s
            page.
          </p>
          <div className="form-actions">
            <button
              type="submit"
              name="bankDecision"
              value="approve"
              className="button"
              disabled={busy}
            >
              Approve payment
            </button>
            <button
              type="submit"
              name="bankDecision"
              value="decline"
              className="button button--secondary"
              disabled={busy}
            >
              Decline
            </button>
          </div>
        </fieldset>
      </Form>
    </Method>
  );
}
