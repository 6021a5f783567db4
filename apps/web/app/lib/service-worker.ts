import { deviceClass } from "./device.ts";

/** The worker lives under /trains/ so its default scope is the trains path (spec §2). */
const SERVICE_WORKER_URL = "/trains/sw.js";
const SERVICE_WORKER_SCOPE = "/trains/";

/**
 * Registers the service worker on mobile and tablet and unregisters every
 * registration elsewhere (spec §2 "Shell behaviour").
 */
export async function syncServiceWorker(): Promise<"registered" | "unregistered" | "unsupported"> {
  if (!("serviceWorker" in navigator)) return "unsupported";
  const device = deviceClass(navigator.userAgent, navigator.maxTouchPoints);
  if (device === "desktop") {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return "unregistered";
  }
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  return "registered";
}
