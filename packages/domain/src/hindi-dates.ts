/**
 * Hindi day and month names, as Hindi dates write them (CLDR's forms),
 * written out rather than taken from `Intl` so the server and every browser
 * print the same (ADR 028). One table for the screens, the PDFs, the SMS and
 * the mail. Indexed as `ist.ts`'s English ones: weekday 0 = Sunday
 * (`Date#getUTCDay`), month 0 = January (`month - 1`).
 */

/** Short weekday names (`शनि, 28 नव॰`). */
export const HI_WEEKDAYS = ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"] as const;

/** Short month names (`3 दिस॰ 2026`). */
export const HI_MONTHS = [
  "जन॰",
  "फ़र॰",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुल॰",
  "अग॰",
  "सित॰",
  "अक्तू॰",
  "नव॰",
  "दिस॰",
] as const;

/** Month names in full (the calendar's caption). */
export const HI_MONTHS_LONG = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्तूबर",
  "नवंबर",
  "दिसंबर",
] as const;

/** Weekday names in full (the calendar's day names, run days). */
export const HI_WEEKDAYS_LONG = [
  "रविवार",
  "सोमवार",
  "मंगलवार",
  "बुधवार",
  "गुरुवार",
  "शुक्रवार",
  "शनिवार",
] as const;
