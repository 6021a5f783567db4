import type { PartnerProfile } from "@safar/contracts/partner-profiles";
import { type RefObject, type SyntheticEvent, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import type { ShellMessages } from "../i18n/shell.ts";
import { translated, useMessages } from "../lib/i18n.ts";
import { authUserFromMessage } from "../lib/login-frame.ts";
import { ACCOUNT_PATH, drawerEntries } from "../lib/nav.ts";
import { type ErrorModal, type ModalCloseReason, shell } from "../lib/shell-store.ts";
import { STORAGE_KEYS, writeJson } from "../lib/storage.ts";
import { Modal } from "./ui/modal.tsx";
import { Sheet } from "./ui/sheet.tsx";

/**
 * The shell's dialogs, loaded as one lazy chunk (Radix Dialog stays out of
 * the first-load JavaScript): the error modal, the side drawer and the login
 * overlay.
 */
export interface OverlaysProps {
  profile: PartnerProfile;
  errorModal: ErrorModal | null;
  drawerOpen: boolean;
  onDrawerClose: (reason: ModalCloseReason) => void;
  /** The menu button, where focus returns when the drawer closes. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  /** Whether someone is signed in (the drawer then offers Logout). */
  signedIn: boolean;
  login: {
    open: boolean;
    canClose: boolean;
    /** The framed sign-in page, or null to show the modal with a link. */
    frameUrl: string | null;
    pageUrl: string;
  };
}

export default function Overlays({
  profile,
  errorModal,
  drawerOpen,
  onDrawerClose,
  menuButtonRef,
  signedIn,
  login,
}: OverlaysProps) {
  return (
    <>
      <ErrorModalView modal={errorModal} />
      <SideDrawer
        profile={profile}
        open={drawerOpen}
        onClose={onDrawerClose}
        returnFocusRef={menuButtonRef}
        signedIn={signedIn}
      />
      <LoginOverlay profile={profile} {...login} />
    </>
  );
}

function ErrorModalView({ modal }: { modal: ErrorModal | null }) {
  const primary = useRef<HTMLButtonElement>(null);
  const t = useMessages<ShellMessages>();
  return (
    <Modal
      initialFocusRef={primary}
      open={modal !== null}
      title={translated(t, modal?.title ?? "")}
      description={translated(t, modal?.message ?? "")}
      onClose={(reason) => shell.closeErrorModal(reason)}
      className="modal--error"
    >
      <div className="modal__actions">
        <button
          ref={primary}
          type="button"
          className="button modal__primary"
          onClick={() => shell.closeErrorModal("ok")}
        >
          {modal?.buttonText ? translated(t, modal.buttonText) : t.ok}
        </button>
      </div>
    </Modal>
  );
}

function SideDrawer({
  profile,
  open,
  onClose,
  returnFocusRef,
  signedIn,
}: {
  profile: PartnerProfile;
  open: boolean;
  onClose: (reason: ModalCloseReason) => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  signedIn: boolean;
}) {
  const { supportInfo } = profile;
  const location = useLocation();
  const t = useMessages<ShellMessages>();
  return (
    <Sheet
      open={open}
      title={t.menu}
      onClose={onClose}
      closeLabel={t.closeMenu}
      className="drawer"
      returnFocusRef={returnFocusRef}
    >
      <nav aria-label={t.menu}>
        <ul className="drawer__list">
          {drawerEntries(profile).map((entry) => (
            <li key={entry.id}>
              <Link className="drawer__link" to={entry.href} onClick={() => onClose("ok")}>
                {t[`nav_${entry.id}` as keyof ShellMessages] ?? entry.label}
              </Link>
            </li>
          ))}
          {signedIn ? (
            <li>
              <Link className="drawer__link" to={ACCOUNT_PATH} onClick={() => onClose("ok")}>
                {t.nav_account}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      {signedIn ? (
        <Form
          method="post"
          action="/v1/api/logout"
          className="drawer__logout"
          onSubmit={() => onClose("ok")}
        >
          <input type="hidden" name="next" value={location.pathname} />
          <button type="submit" className="button button--secondary">
            {t.logout}
          </button>
        </Form>
      ) : null}
      <section className="drawer__support" aria-labelledby="drawer-support-title">
        <h2 id="drawer-support-title" className="drawer__support-title">
          {t.needHelp}
        </h2>
        {supportInfo.helpNumber ? (
          <p>
            {t.callUs}{" "}
            <a href={`tel:${supportInfo.helpNumber.replace(/\s/g, "")}`}>
              {supportInfo.helpNumber}
            </a>
          </p>
        ) : null}
        <p>
          {t.writeToUs} <a href={`mailto:${supportInfo.email}`}>{supportInfo.email}</a>
        </p>
      </section>
    </Sheet>
  );
}

function LoginOverlay({
  profile,
  open,
  canClose,
  frameUrl,
  pageUrl,
}: { profile: PartnerProfile } & OverlaysProps["login"]) {
  const close = (reason: ModalCloseReason) => shell.closeLogin(reason);
  const t = useMessages<ShellMessages>();
  const location = useLocation();
  const navigate = useNavigate();
  // The framed sign-in page answers with an auth-response message (spec §4).
  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      const user = authUserFromMessage(event, window.location.origin);
      if (!user) return;
      // Spec §4: store the session (§3 shape, with when it was stored), record the login, close, reload.
      const session = (event.data as { session?: Record<string, unknown> }).session;
      writeJson(STORAGE_KEYS.session, {
        ...(session ?? { isLogin: true, user: { info: user } }),
        storedAt: Date.now(),
      });
      window.dispatchEvent(new CustomEvent("safar:login", { detail: { userId: user.id } }));
      shell.closeLogin("ok");
      navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [open, navigate, location.pathname, location.search, location.hash]);
  if (frameUrl === null) {
    return (
      <Modal
        open={open}
        title={t.loginToContinue}
        description={t.loginWhy}
        onClose={close}
        canClose={canClose}
        closeLabel={t.closeLogin}
        className="modal--login-link"
      >
        <div className="modal__actions">
          <a className="button" href={pageUrl}>
            {t.continueToLogin}
          </a>
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      title={t.login}
      onClose={close}
      canClose={canClose}
      closeLabel={t.closeLogin}
      className={`modal--login modal--login-${profile.loginTheme}`}
    >
      <div className="login-frame">
        <aside className="login-frame__benefits" aria-labelledby="login-benefits-title">
          <h2 id="login-benefits-title" className="login-frame__benefits-title">
            {t.whySignIn}
          </h2>
          <ul>
            {[t.benefit1, t.benefit2, t.benefit3, t.benefit4].map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </aside>
        <iframe
          className="login-frame__frame"
          title={t.signIn}
          src={frameUrl}
          onLoad={focusIntoFrame}
        />
      </div>
    </Modal>
  );
}

/**
 * Each step of the sign-in frame puts the focus on its field (a field in
 * error first), as the page does on its own: a frame's autofocus does not
 * take the focus from the page, and keyboard users typed into nothing.
 */
function focusIntoFrame(event: SyntheticEvent<HTMLIFrameElement>) {
  const frame = event.currentTarget;
  if (!frame.closest("[role='dialog']")?.contains(document.activeElement)) return;
  const doc = frame.contentDocument;
  const field =
    doc?.querySelector<HTMLElement>("input[aria-invalid='true']") ??
    doc?.querySelector<HTMLElement>("input:not([type='hidden'])");
  field?.focus();
}
