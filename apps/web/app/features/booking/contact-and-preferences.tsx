import { useField } from "@conform-to/react";
import { useEffect } from "react";
import { Checkbox, SelectField, TdSection, TextField, useTdField } from "./fields.tsx";

const LOWER_BERTH_OPTIONS = [
  { value: "", label: "No preference" },
  { value: "atLeastOneLowerBerth", label: "Book only if at least one lower berth is allotted" },
  { value: "twoLowerBerths", label: "Book only if two lower berths are allotted" },
] as const;

/** Where the ticket is sent (spec §2 contact information). */
export function ContactDetails() {
  return (
    <>
      <p className="form-field__hint">Your ticket is sent here.</p>
      <div className="td-contact">
        <TextField path="contact.email" label="Email" type="email" autoComplete="email" />
        <TextField
          path="contact.mobile"
          label="Mobile number"
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
  const coach = useTdField("coachId");
  const lower = useTdField("lowerBerths");
  const open = autoUpgrade || Boolean(coach.value || coach.error || lower.value || lower.error);
  return (
    <TdSection name={name} fold={{ open, hint: "Optional: upgrade, coach, lower berths" }}>
      <Checkbox
        name="autoUpgrade"
        checked={autoUpgrade}
        label="Consider for auto upgradation"
        hint="If a higher class has room, the railway may move you up at no extra cost."
      />
      <CoachAndBerths />
    </TdSection>
  );
}

/** The preferred coach and the lower-berth condition (spec §3). */
function CoachAndBerths() {
  return (
    <>
      <TextField
        path="coachId"
        label="Preferred coach (optional)"
        hint="A letter and a number, e.g. B2"
        autoComplete="off"
      />
      <SelectField path="lowerBerths" label="Berth allotment" options={LOWER_BERTH_OPTIONS} />
    </>
  );
}

const GST_FIELDS = [
  { field: "gstIn", label: "GST number", autoComplete: "off" },
  { field: "nameOnGst", label: "Company name", autoComplete: "organization" },
  { field: "flat", label: "Building/Flat number", autoComplete: "address-line1" },
  { field: "street", label: "Street/Road", autoComplete: "address-line2" },
  { field: "area", label: "Area", autoComplete: "address-level3" },
  { field: "pin", label: "Pincode", autoComplete: "postal-code", inputMode: "numeric" },
  { field: "city", label: "City", autoComplete: "address-level2" },
  { field: "state", label: "State", autoComplete: "address-level1" },
] as const;

/** Spec §4 GST details, optional: the section folded unless one of them was refused. */
export function GstDetails({ name }: { name: string }) {
  usePincodeFill();
  const refused = Object.keys(useField("gst")[0].allErrors).length > 0;
  return (
    <TdSection name={name} fold={{ open: refused, hint: "Optional: for your business" }}>
      {GST_FIELDS.map((f) => (
        <TextField
          key={f.field}
          path={`gst.${f.field}`}
          label={f.label}
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
