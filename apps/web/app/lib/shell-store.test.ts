import { describe, expect, it, vi } from "vitest";
import { createShellStore, NO_INTERNET_MESSAGE, SNACKBAR_HIDE_MS } from "./shell-store.ts";

function fakeTimers() {
  vi.useFakeTimers();
  return {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
}

describe("shell store", () => {
  it("hides a snackbar after exactly 3 s", () => {
    const store = createShellStore(fakeTimers());
    store.showSnackbar({ type: "success", message: "Saved" });
    vi.advanceTimersByTime(SNACKBAR_HIDE_MS - 1);
    expect(store.getState().snackbar?.message).toBe("Saved");
    vi.advanceTimersByTime(1);
    expect(store.getState().snackbar).toBeNull();
    vi.useRealTimers();
  });

  it("a newer snackbar replaces the older one and gets its own 3 s", () => {
    const store = createShellStore(fakeTimers());
    store.showSnackbar({ type: "warning", message: "One" });
    vi.advanceTimersByTime(2000);
    store.showSnackbar({ type: "error", message: "Two" });
    vi.advanceTimersByTime(2000);
    expect(store.getState().snackbar).toMatchObject({ type: "error", message: "Two" });
    vi.advanceTimersByTime(1000);
    expect(store.getState().snackbar).toBeNull();
    vi.useRealTimers();
  });

  it("keeps the no-internet snackbar until the connection is back", () => {
    const store = createShellStore(fakeTimers());
    store.setOffline(true);
    expect(store.getState().snackbar).toMatchObject({
      type: "noInternet",
      message: NO_INTERNET_MESSAGE,
    });
    vi.advanceTimersByTime(60_000);
    expect(store.getState().snackbar?.type).toBe("noInternet");
    store.setOffline(false);
    expect(store.getState().snackbar).toBeNull();
    expect(store.getState().offline).toBe(false);
    vi.useRealTimers();
  });

  it("tells the error modal's onClose how it was closed and runs the action only on OK", () => {
    const store = createShellStore();
    const action = vi.fn();
    const onClose = vi.fn();
    const seen: string[] = [];
    store.onModalClose((e) => seen.push(`${e.modal}:${e.reason}`));
    store.showErrorModal({ title: "T", message: "M", buttonText: "Retry", action, onClose });
    store.closeErrorModal("outside");
    expect(onClose).toHaveBeenLastCalledWith("outside");
    expect(action).not.toHaveBeenCalled();
    store.showErrorModal({ title: "T", message: "M", action, onClose });
    store.closeErrorModal("ok");
    expect(action).toHaveBeenCalledOnce();
    expect(seen).toEqual(["error:outside", "error:ok"]);
    expect(store.getState().lastModalClose).toEqual({ modal: "error", reason: "ok" });
  });

  it("holds the loader data of spec §3", () => {
    const store = createShellStore();
    store.showHoldTight({ message: "Booking your ticket", images: ["/a.svg"] });
    expect(store.getState().loader).toEqual({
      isLoaderVisible: true,
      loaderMessage: "Booking your ticket",
      loaderImages: ["/a.svg"],
    });
    store.hideHoldTight();
    expect(store.getState().loader.isLoaderVisible).toBe(false);
  });

  it("rejects an unknown snackbar type", () => {
    const store = createShellStore();
    // @ts-expect-error: testing a call from untyped code
    expect(() => store.showSnackbar({ type: "info", message: "x" })).toThrow();
  });
});
