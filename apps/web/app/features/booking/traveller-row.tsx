import { BERTH_NAMES, type BerthCode, FOOD_NAMES, GENDERS } from "@safar/contracts/code-tables";
import { COUNTRIES } from "@safar/contracts/home-extras";
import type { ReactNode } from "react";
import type { BookingMessages } from "../../i18n/booking.ts";
import { codeWord } from "../../lib/code-names.ts";
import { useMessages } from "../../lib/i18n.ts";
import { SelectField, TextField, useTdField } from "./fields.tsx";

/**
 * A foreign national's nationality: the countries of `v1/country` (India,
 * IN, id 94, first and the default; spec §3), then Other; named in the
 * page's language where the catalogue has the country, else in English.
 */
const NATIONALITIES = [
  ...COUNTRIES.map((c) => ({ code: c.code, name: c.name })),
  { code: "OT", name: "Other" },
];

const genderOptions = (t: BookingMessages) => [
  { value: "", label: t.select },
  ...GENDERS.map((g) => ({ value: g, label: t[`gender_${g}`] })),
];

/** The class's berths, No preference first. */
const berthOptions = (berths: readonly BerthCode[], t: BookingMessages) =>
  [...berths]
    .sort((a, b) => (a === "NP" ? -1 : b === "NP" ? 1 : 0))
    .map((b) => ({ value: b, label: t[`berth_${b}`] }));

/** Berth and meal names for values outside the options, in the page's words. */
const namesOf = (t: BookingMessages, prefix: "berth_" | "food_", english: Record<string, string>) =>
  Object.fromEntries(Object.entries(english).map(([c, n]) => [c, codeWord(t, prefix, c, n)]));

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
  const t = useMessages<BookingMessages>();
  const field = (name: string) => ({ path: `${path}.${name}` });
  return (
    <fieldset className={className ? `td-traveller ${className}` : "td-traveller"}>
      <legend>{legend}</legend>
      {/* Two columns on a phone (name across both), three from 600 px. */}
      <div className="td-traveller__grid">
        <TextField {...field("name")} label={t.fullName} autoComplete="off" autoFocus={autoFocus} />
        <TextField {...field("age")} label={t.age} inputMode="numeric" autoComplete="off" />
        <SelectField {...field("gender")} label={t.gender} options={genderOptions(t)} />
        <SelectField
          {...field("berth")}
          label={t.berthPreference}
          options={berthOptions(berths, t)}
          names={namesOf(t, "berth_", BERTH_NAMES)}
        />
        {foods ? (
          <SelectField
            {...field("food")}
            label={t.food}
            options={[
              { value: "", label: t.select },
              ...foods.map((f) => ({ value: f.code, label: codeWord(t, "food_", f.code, f.name) })),
            ]}
            names={namesOf(t, "food_", FOOD_NAMES)}
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
  const t = useMessages<BookingMessages>();
  const nationality = useTdField(`${path}.nationality`);
  const passport = useTdField(`${path}.passport`);
  const dob = useTdField(`${path}.dob`);
  const foreign = nationality.value !== "" && nationality.value !== "IN";
  const open = Boolean(
    foreign || nationality.error || passport.error || dob.error || passport.value,
  );
  return (
    <details className="td-traveller__foreign" open={open || undefined}>
      <summary>{t.notIndian}</summary>
      <div className="td-traveller__foreign-fields">
        <SelectField
          path={`${path}.nationality`}
          label={t.nationality}
          options={NATIONALITIES.map((c) => ({
            value: c.code,
            label: (t as unknown as Record<string, string>)[`country_${c.code}`] ?? c.name,
          }))}
        />
        <TextField path={`${path}.passport`} label={t.passportNumber} autoComplete="off" />
        <TextField
          path={`${path}.dob`}
          label={t.dateOfBirth}
          hint={t.dobHint}
          autoComplete="bday"
        />
      </div>
    </details>
  );
}
