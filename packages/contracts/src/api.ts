import { ACCOUNT_ENDPOINTS } from "./account.ts";
import { ANALYTICS_ENDPOINTS } from "./analytics.ts";
import { APP_AUTH_ENDPOINTS, DEV_HOST_APP_ENDPOINTS } from "./app-auth.ts";
import { AUTH_ENDPOINTS } from "./auth.ts";
import { BOOKING_ENDPOINTS, PAYMENT_ENDPOINTS } from "./booking.ts";
import { CANCELLATION_ENDPOINTS } from "./cancellation.ts";
import { CLIENT_ERRORS_ENDPOINTS } from "./client-errors.ts";
import { CONSENT_ENDPOINTS } from "./consents.ts";
import { COORDINATES_ENDPOINTS } from "./coordinates.ts";
import { DEV_SEAM_ENDPOINTS } from "./dev-seams.ts";
import type { Endpoint } from "./endpoint.ts";
import { FAVOURITE_ENDPOINTS } from "./favourites.ts";
import { HEALTH_ENDPOINTS } from "./health.ts";
import { HOME_EXTRA_ENDPOINTS } from "./home-extras.ts";
import { LIVE_STATUS_ENDPOINTS } from "./live-status.ts";
import { MESSAGES_ENDPOINTS } from "./messages.ts";
import { MY_DATA_ENDPOINTS } from "./my-data.ts";
import { NPS_ENDPOINTS } from "./nps.ts";
import { PNR_ENDPOINTS } from "./pnr.ts";
import { PROMO_ENDPOINTS } from "./promo.ts";
import { RAILWAY_IDS_ENDPOINTS } from "./railway-ids.ts";
import { SEO_ENDPOINTS } from "./seo.ts";
import { TATKAL_REMINDER_ENDPOINTS } from "./tatkal-reminders.ts";
import { TATKAL_SCHEDULE_ENDPOINTS } from "./tatkal-schedule.ts";
import { TDR_ENDPOINTS } from "./tdr.ts";
import { BOARDING_ENDPOINTS, TICKET_ENDPOINTS } from "./tickets.ts";
import { PLUGIN_ENDPOINTS, TRAINS_ENDPOINTS } from "./trains/endpoints.ts";
import { TRAVELLERS_ENDPOINTS } from "./travellers/endpoints.ts";
import { TRIP_ENDPOINTS } from "./trips.ts";
import { UNCLAIMED_REFUND_ENDPOINTS } from "./unclaimed-refunds.ts";
import { WAITING_ROOM_ENDPOINTS } from "./waiting-room.ts";

/**
 * Every endpoint of the API, by module (ADR 016). The API registers each
 * route from its declaration, the OpenAPI document describes the partner
 * API's (`PARTNER_API`), and the web app's client calls them by name.
 */
export const API = {
  health: HEALTH_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  appAuth: APP_AUTH_ENDPOINTS,
  trains: TRAINS_ENDPOINTS,
  seo: SEO_ENDPOINTS,
  plugins: PLUGIN_ENDPOINTS,
  travellers: TRAVELLERS_ENDPOINTS,
  booking: BOOKING_ENDPOINTS,
  trips: TRIP_ENDPOINTS,
  tickets: TICKET_ENDPOINTS,
  boarding: BOARDING_ENDPOINTS,
  tdr: TDR_ENDPOINTS,
  nps: NPS_ENDPOINTS,
  waitingRoom: WAITING_ROOM_ENDPOINTS,
  tatkalSchedule: TATKAL_SCHEDULE_ENDPOINTS,
  payments: PAYMENT_ENDPOINTS,
  cancellation: CANCELLATION_ENDPOINTS,
  unclaimedRefunds: UNCLAIMED_REFUND_ENDPOINTS,
  tatkalReminders: TATKAL_REMINDER_ENDPOINTS,
  favourites: FAVOURITE_ENDPOINTS,
  consents: CONSENT_ENDPOINTS,
  myData: MY_DATA_ENDPOINTS,
  account: ACCOUNT_ENDPOINTS,
  homeExtras: HOME_EXTRA_ENDPOINTS,
  coordinates: COORDINATES_ENDPOINTS,
  promo: PROMO_ENDPOINTS,
  pnr: PNR_ENDPOINTS,
  liveStatus: LIVE_STATUS_ENDPOINTS,
  railwayIds: RAILWAY_IDS_ENDPOINTS,
  clientErrors: CLIENT_ERRORS_ENDPOINTS,
  analytics: ANALYTICS_ENDPOINTS,
  messages: MESSAGES_ENDPOINTS,
  devSeams: DEV_SEAM_ENDPOINTS,
  devHostApp: DEV_HOST_APP_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

/**
 * The partner API of spec §7 (`/api/trains*`, `/api/plugins`): what the
 * OpenAPI document describes. Sign-in, the gateway, health, error reports
 * and the development outbox are the site's own.
 */
export const PARTNER_API: readonly Endpoint[] = [
  ...Object.values(TRAINS_ENDPOINTS),
  ...Object.values(SEO_ENDPOINTS),
  ...Object.values(PLUGIN_ENDPOINTS),
  ...Object.values(TRAVELLERS_ENDPOINTS),
  ...Object.values(BOOKING_ENDPOINTS),
  ...Object.values(TRIP_ENDPOINTS),
  ...Object.values(TICKET_ENDPOINTS),
  ...Object.values(BOARDING_ENDPOINTS),
  ...Object.values(TDR_ENDPOINTS),
  ...Object.values(NPS_ENDPOINTS),
  ...Object.values(WAITING_ROOM_ENDPOINTS),
  ...Object.values(TATKAL_SCHEDULE_ENDPOINTS),
  ...Object.values(CANCELLATION_ENDPOINTS),
  ...Object.values(UNCLAIMED_REFUND_ENDPOINTS),
  ...Object.values(TATKAL_REMINDER_ENDPOINTS),
  ...Object.values(FAVOURITE_ENDPOINTS),
  ...Object.values(CONSENT_ENDPOINTS),
  ...Object.values(MY_DATA_ENDPOINTS),
  ...Object.values(ACCOUNT_ENDPOINTS),
  ...Object.values(HOME_EXTRA_ENDPOINTS),
  ...Object.values(COORDINATES_ENDPOINTS),
  ...Object.values(PROMO_ENDPOINTS),
  ...Object.values(RAILWAY_IDS_ENDPOINTS),
  ...Object.values(LIVE_STATUS_ENDPOINTS),
  ...Object.values(PNR_ENDPOINTS),
];

export const EVERY_ENDPOINT: readonly Endpoint[] = Object.values(API).flatMap((m) =>
  Object.values(m),
);
