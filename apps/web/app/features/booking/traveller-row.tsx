import { BERTH_NAMES, type BerthCode, FOOD_NAMES, GENDERS } from "@safar/contracts/code-tables";
import type { ReactNode } from "react";
import { SelectField, TextField, useTdField } from "./fields.tsx";

const NATIONALITIES = [
  { value: "IN", label: "India" },
  { value: "NP", label: "Nepal" },
  { value: "BD", label: "Bangladesh" },
  { value: "LK", label: "Sri Lanka" },
  { value: "GB", label: "United Kingdom" },
  { value: "US", label: "United States" },
  { value: "AE", label: "United Arab Emirates" },
  { value: "OT", label: "Other" },
] as const;

const GENDER_OPTIONS = [
  { value: "", label: "Select" },
  ...GENDERS.map((g) => ({ value: g, label: g })),
];

/** The class's berths, No preference first. */
const berthOptions = (berths: readonly BerthCode[]) =>
  [...berths]
    .sort((a, b) => (a === "NP" ? -1 : b === "NP" ? 1 : 0))
    .map((b) => ({ value: b, label: BERTH_NAMES[b] }));

/**
 * One traveller's fields (spec §5): a new traveller's row (`passengers.<i>`)
 * or a saved traveller opened for editing (`edit`), with its own actions
 * below (`children`).
 */
export function TravellerRow({
  path,
  legend,
  berths,
  foods,
  autoFocus = false,
  className,
  children,
}: {
  path: string;
  legend: string;
  berths: readonly BerthCode[];
  /** The meals to choose from, or null when the row has no food field. */
  foods: readonly { code: string; name: string }[] | null;
  /** Focus the name field when the row appears (an edit form just opened). */
  autoFocus?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const field = (name: string) => ({ path: `${path}.${name}` });
  return (
    <fieldset className={className ? `td-traveller ${className}` : "td-traveller"}>
      <legend>{legend}</legend>
      {/* Two columns on a phone (name across both), three from 600 px. */}
      <div className="td-traveller__grid">
        <TextField
          {...field("name")}
          label="Full name (as on ID)"
          autoComplete="off"
          autoFocus={autoFocus}
        />
        <TextField {...field("age")} label="Age" inputMode="numeric" autoComplete="off" />
        <SelectField {...field("gender")} label="Gender" options={GENDER_OPTIONS} />
        <SelectField
          {...field("berth")}
          label="Berth preference"
          options={berthOptions(berths)}
          names={BERTH_NAMES}
        />
        {foods ? (
          <SelectField
            {...field("food")}
            label="Food"
            options={[
              { value: "", label: "Select" },
              ...foods.map((f) => ({ value: f.code, label: f.name })),
            ]}
            names={FOOD_NAMES}
          />
        ) : null}
      </div>
      <ForeignDetails path={path} />
      {children}
    </fieldset>
  );
}

/**
 * Nationality (India unless changed) with a foreign national's passport and
 * date of birth, folded: open when not India, filled or refused. Folded
 * fields still post their values.
 */
function ForeignDetails({ path }: { path: string }) {
  const nationality = useTdField(`${path}.nationality`);
  const passport = useTdField(`${path}.passport`);
  const dob = useTdField(`${path}.dob`);
  const foreign = nationality.value !== "" && nationality.value !== "IN";
  const open = Boolean(
    foreign || nationality.error || passport.error || dob.error || passport.value,
  );
  return (
    <details className="td-traveller__foreign" open={open || undefined}>
      <summary>Not Indian? Passport details</summary>
      <div className="td-traveller__foreign-fields">
        <SelectField path={`${path}.nationality`} label="Nationality" options={NATIONALITIES} />
        <TextField path={`${path}.passport`} label="Passport number" autoComplete="off" />
        <TextField
          path={`${path}.dob`}
          label="Date of birth"
          hint="DD/MM/YYYY"
          autoComplete="bday"
        />
      </div>
    </details>
  );
}
