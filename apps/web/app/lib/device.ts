/** Device classes of spec §9: mobile, tablet, desktop. */
export type DeviceClass = "mobile" | "tablet" | "desktop";

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|Opera Mini|BlackBerry/i;

/**
 * Classifies a user agent. `maxTouchPoints` lets an iPad that reports a
 * desktop Safari user agent still count as a tablet.
 */
export function deviceClass(userAgent: string, maxTouchPoints = 0): DeviceClass {
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return "tablet";
  return "desktop";
}
