import { useSyncExternalStore } from "react";

/**
 * The application shell's client state and its typed API. Features call the
 * API directly (`import { shell } from "~/lib/shell-store"`), and it is also
 * exposed as `window.safar.shell` for tests and for code outside React.
 *
 * - `showSnackbar({ type, message })`: a top snackbar (spec §4, §9): warning,
 *   error, success and no-internet. Each hides after 3 s except no-internet,
 *   which stays until the connection is back or its OK button is pressed.
 * - `showErrorModal({ title, message, buttonText, action, onClose })`: the
 *   generic error modal (spec §8). `onClose` receives how it was closed:
 *   `cross`, `outside`, `back` (device back) or `ok` (spec §4 "Modal closing").
 * - `showHoldTight({ message, images })` / `hideHoldTight()`: the 'Hold Tight!!'
 *   loader (spec §3 loader data: isLoaderVisible, loaderMessage, loaderImages).
 * - `showFullScreenLoader()` / `hideFullScreenLoader()`.
 * - `openLogin()` / `closeLogin()`: the login overlay (spec §4).
 * - `getState()` and `subscribe(listener)` for anything else.
 *
 * On the server every component sees `INITIAL_SHELL_STATE`; nothing here
 * mutates during a server render.
 */

const SNACKBAR_TYPES = ["warning", "error", "success", "noInternet"] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];
/** Spec §9 "Top snackbar: 3 s". */
export const SNACKBAR_HIDE_MS = 3000;
export const NO_INTERNET_MESSAGE = "No internet connection";

export interface Snackbar {
  id: number;
  type: SnackbarType;
  message: string;
}

export type ModalCloseReason = "cross" | "outside" | "back" | "ok";

export interface ErrorModalOptions {
  title: string;
  message: string;
  /** The main button's text; defaults to "OK". */
  buttonText?: string;
  /** Runs when the main button is pressed, after the modal closes. */
  action?: () => void;
  /** Runs on every close with its reason. */
  onClose?: (reason: ModalCloseReason) => void;
}

export interface ErrorModal extends ErrorModalOptions {
  id: number;
}

/** Spec §3 "Loader data". */
interface LoaderData {
  isLoaderVisible: boolean;
  loaderMessage: string;
  loaderImages: string[];
}

export interface ShellState {
  snackbar: Snackbar | null;
  errorModal: ErrorModal | null;
  loader: LoaderData;
  fullScreenLoader: boolean;
  loginOpen: boolean;
  offline: boolean;
  /** Route modules of a pending navigation are being fetched (with retries). */
  routeLoading: boolean;
  /** The last modal close, for analytics and tests. */
  lastModalClose: { modal: string; reason: ModalCloseReason } | null;
}

const INITIAL_SHELL_STATE: ShellState = Object.freeze({
  snackbar: null,
  errorModal: null,
  loader: Object.freeze({ isLoaderVisible: false, loaderMessage: "", loaderImages: [] }),
  fullScreenLoader: false,
  loginOpen: false,
  offline: false,
  routeLoading: false,
  lastModalClose: null,
}) as ShellState;

type Listener = () => void;
type ModalCloseListener = (event: { modal: string; reason: ModalCloseReason }) => void;

export function createShellStore(
  timers: {
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  } = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
) {
  let state: ShellState = INITIAL_SHELL_STATE;
  let nextId = 1;
  let snackbarTimer: unknown = null;
  const listeners = new Set<Listener>();
  const closeListeners = new Set<ModalCloseListener>();

  function set(patch: Partial<ShellState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function clearSnackbarTimer(): void {
    if (snackbarTimer !== null) timers.clearTimeout(snackbarTimer);
    snackbarTimer = null;
  }

  function recordClose(modal: string, reason: ModalCloseReason): void {
    const event = { modal, reason };
    set({ lastModalClose: event });
    for (const listener of closeListeners) listener(event);
  }

  const api = {
    getState: (): ShellState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called with every modal close (spec §4 "Modal closing is tracked"). */
    onModalClose(listener: ModalCloseListener): () => void {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },

    showSnackbar(options: { type: SnackbarType; message?: string }): number {
      if (!SNACKBAR_TYPES.includes(options.type))
        throw new Error(`Unknown snackbar type ${options.type}`);
      const message = options.message ?? (options.type === "noInternet" ? NO_INTERNET_MESSAGE : "");
      if (!message) throw new Error("A snackbar needs a message");
      clearSnackbarTimer();
      const id = nextId++;
      set({ snackbar: { id, type: options.type, message } });
      if (options.type !== "noInternet") {
        snackbarTimer = timers.setTimeout(() => {
          snackbarTimer = null;
          if (state.snackbar?.id === id) set({ snackbar: null });
        }, SNACKBAR_HIDE_MS);
      }
      return id;
    },
    /** Hides the snackbar (only the one with `id` when given). */
    hideSnackbar(id?: number): void {
      if (!state.snackbar || (id !== undefined && state.snackbar.id !== id)) return;
      clearSnackbarTimer();
      set({ snackbar: null });
    },

    showErrorModal(options: ErrorModalOptions): number {
      const id = nextId++;
      set({ errorModal: { ...options, id } });
      return id;
    },
    /** Closes the error modal and tells its `onClose`; the OK reason also runs its action. */
    closeErrorModal(reason: ModalCloseReason): void {
      const modal = state.errorModal;
      if (!modal) return;
      set({ errorModal: null });
      recordClose("error", reason);
      modal.onClose?.(reason);
      if (reason === "ok") modal.action?.();
    },

    showHoldTight(options: { message: string; images?: string[] }): void {
      set({
        loader: {
          isLoaderVisible: true,
          loaderMessage: options.message,
          loaderImages: options.images ?? [],
        },
      });
    },
    hideHoldTight(): void {
      set({ loader: INITIAL_SHELL_STATE.loader });
    },
    showFullScreenLoader(): void {
      set({ fullScreenLoader: true });
    },
    hideFullScreenLoader(): void {
      set({ fullScreenLoader: false });
    },

    openLogin(): void {
      set({ loginOpen: true });
    },
    closeLogin(reason: ModalCloseReason = "cross"): void {
      if (!state.loginOpen) return;
      set({ loginOpen: false });
      recordClose("login", reason);
    },

    setRouteLoading(routeLoading: boolean): void {
      if (routeLoading !== state.routeLoading) set({ routeLoading });
    },

    /** Driven by the browser's online/offline events (spec §4). */
    setOffline(offline: boolean): void {
      if (offline === state.offline) return;
      set({ offline });
      if (offline) api.showSnackbar({ type: "noInternet" });
      else if (state.snackbar?.type === "noInternet") api.hideSnackbar();
    },
  };
  return api;
}

export type ShellApi = ReturnType<typeof createShellStore>;

/** The one store of this page. */
export const shell: ShellApi = createShellStore();

declare global {
  interface Window {
    safar?: { shell?: ShellApi; [key: string]: unknown };
  }
}

/** Exposes the API as `window.safar.shell` (client only). */
export function installShellApi(): void {
  window.safar = { ...window.safar, shell };
}

const getServerSnapshot = () => INITIAL_SHELL_STATE;

/** Subscribes a component to one slice of the shell state. */
export function useShell<T>(select: (state: ShellState) => T): T {
  return useSyncExternalStore(
    shell.subscribe,
    () => select(shell.getState()),
    () => select(getServerSnapshot()),
  );
}
