import { useField } from "@conform-to/react";
import { useEffect } from "react";
import type { BookingMessages } from "../../i18n/booking.ts";
import { useMessages } from "../../lib/i18n.ts";
import { Checkbox, SelectField, TdSection, TextField, useTdField } from "./fields.tsx";

const lowerBerthOptions = (t: BookingMessages) => [
  { value: "", label: t.lower_none },
  { value: "atLeastOneLowerBerth", label: t.lower_atLeastOneLowerBerth },
  { value: "twoLowerBerths", label: t.lower_twoLowerBerths },
];

/** Where the ticket is sent (spec §2 contact information). */
export function ContactDetails() {
  const t = useMessages<BookingMessages>();
  return (
    <>
      <p className="form-field__hint">{t.contactHint}</p>
      <div className="td-contact">
        <TextField path="contact.email" label={t.email} type="email" autoComplete="email" />
        <TextField
          path="contact.mobile"
          label={t.mobileNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
        />
      </div>
    </>
  );
}

/**
 * Spec §3 additional preferences (auto upgradation, the preferred coach, the
 * lower-berth condition), all optional: the section folded unless one is set
 * or refused.
 */
export function AdditionalPreferences({
  name,
  autoUpgrade,
}: {
  name: string;
  autoUpgrade: boolean;
}) {
  const t = useMessages<BookingMessages>();
  const coach = useTdField("coachId");
  const lower = useTdField("lowerBerths");
  const open = autoUpgrade || Boolean(coach.value || coach.error || lower.value || lower.error);
  return (
    <TdSection name={name} fold={{ open, hint: t.prefsFold }}>
      <Checkbox
        name="autoUpgrade"
        checked={autoUpgrade}
        label={t.autoUpgrade}
        hint={t.autoUpgradeHint}
      />
      <CoachAndBerths />
    </TdSection>
  );
}

/** The preferred coach and the lower-berth condition (spec §3). */
function CoachAndBerths() {
  const t = useMessages<BookingMessages>();
  return (
    <>
      <TextField
        path="coachId"
        label={t.preferredCoach}
        hint={t.preferredCoachHint}
        autoComplete="off"
      />
      <SelectField path="lowerBerths" label={t.berthAllotment} options={lowerBerthOptions(t)} />
    </>
  );
}

const GST_FIELDS = [
  { field: "gstIn", autoComplete: "off" },
  { field: "nameOnGst", autoComplete: "organization" },
  { field: "flat", autoComplete: "address-line1" },
  { field: "street", autoComplete: "address-line2" },
  { field: "area", autoComplete: "address-level3" },
  { field: "pin", autoComplete: "postal-code", inputMode: "numeric" },
  { field: "city", autoComplete: "address-level2" },
  { field: "state", autoComplete: "address-level1" },
] as const;

/** Spec §4 GST details, optional: the section folded unless one of them was refused. */
export function GstDetails({ name }: { name: string }) {
  const t = useMessages<BookingMessages>();
  usePincodeFill();
  const refused = Object.keys(useField("gst")[0].allErrors).length > 0;
  return (
    <TdSection name={name} fold={{ open: refused, hint: t.gstFold }}>
      {GST_FIELDS.map((f) => (
        <TextField
          key={f.field}
          path={`gst.${f.field}`}
          label={t[`gst_${f.field}`]}
          autoComplete={f.autoComplete}
          inputMode={"inputMode" in f ? f.inputMode : undefined}
        />
      ))}
    </TdSection>
  );
}

/**
 * Spec §4 GST: a chosen pin code fills state and the first city (the
 * action does the same for a form posted without JavaScript).
 */
function usePincodeFill() {
  useEffect(() => {
    const pin = document.getElementById("td-gst-pin") as HTMLInputElement | null;
    if (!pin) return;
    const onChange = async () => {
      const value = pin.value.trim();
      if (!/^[1-9]\d{5}$/.test(value)) return;
      try {
        const res = await fetch(`/api/trains/v1/user/address?pincode=${value}`, {
          credentials: "same-origin",
        });
        if (!res.ok) return;
        const found = (await res.json()) as { state: string; cities: string[] };
        const state = document.getElementById("td-gst-state") as HTMLInputElement | null;
        const city = document.getElementById("td-gst-city") as HTMLInputElement | null;
        if (state) state.value = found.state;
        if (city && found.cities[0]) city.value = found.cities[0];
      } catch {
        // Offline or refused: the traveller types them, or the server fills them on Continue.
      }
    };
    pin.addEventListener("change", onChange);
    return () => pin.removeEventListener("change", onChange);
  }, []);
}
