import type { SavedTraveller } from "@safar/contracts/travellers/saved-traveller";
import { describe, expect, it } from "vitest";
import type { TravellerFormState } from "../../features/booking/traveller-form-state.ts";
import { savedTravellerEdit } from "./confirm-intents.server.ts";
import { checkEdit, editErrorsOf, readPostedForm } from "./confirm-post.server.ts";
import { fakeApi } from "./test/fake-api.ts";

/**
 * The saved-traveller edit round trips of the traveller-details action
 * (`edit:<id>`, `save:<id>`, `cancel-edit`): what each answers, what it sends
 * the API, and that everything else typed on the page comes back as posted.
 */

const RAVI: SavedTraveller = {
  id: "7",
  name: "Ravi Kumar",
  age: 34,
  gender: "Male",
  berth: "LB",
  food: "V",
  nationality: "IN",
  isDefault: true,
};
const ASHA: SavedTraveller = {
  ...RAVI,
  id: "8",
  name: "Asha Rao",
  gender: "Female",
  isDefault: false,
};

/** The action's starting state for a form posted with these fields. */
function posted(fields: [string, string][]): TravellerFormState {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  const p = readPostedForm(form);
  return {
    values: p.values,
    rows: Math.max(1, p.rows),
    savedIds: p.savedIds,
    railwayUserId: p.railwayUserId,
    saveNew: p.saveNew,
    errors: {},
  };
}

/** What else the traveller typed on the page: a new row, contact, a preference, a tick. */
const ELSEWHERE: [string, string][] = [
  ["rows", "1"],
  ["saved", "7"],
  ["passengers[0].name", "Meera Iyer"],
  ["passengers[0].age", "29"],
  ["contact.email", "meera@example.com"],
  ["coachId", "B2"],
  ["railwayUserId", "meera_1"],
];

function expectKept(state: TravellerFormState) {
  expect(state.savedIds).toEqual(["7"]);
  expect(state.railwayUserId).toBe("meera_1");
  expect(state.values).toMatchObject({
    passengers: [{ name: "Meera Iyer", age: "29" }],
    contact: { email: "meera@example.com" },
    coachId: "B2",
  });
}

const EDIT_OPEN: [string, string][] = [
  ...ELSEWHERE,
  ["edit.id", "7"],
  ["edit.name", "Ravi Kumaar"],
  ["edit.age", "35"],
  ["edit.gender", "Male"],
  ["edit.berth", "UB"],
  ["edit.food", "J"],
  ["edit.nationality", "IN"],
];

describe("editing a saved traveller on the traveller-details screen", () => {
  it("Edit opens the traveller prefilled from the list as stored, focusing its first field, keeping the rest", async () => {
    const { api, calls } = fakeApi([200, { travellers: [RAVI, ASHA], maxTravellers: 20 }]);
    const state = await savedTravellerEdit(api, "edit:7", posted(ELSEWHERE));
    // The list without a class: a berth the class being booked does not offer is not lost.
    expect(calls).toEqual([
      { path: "/api/trains/v1/user/td_details", method: "GET", body: undefined },
    ]);
    expect(state.values.edit).toEqual({
      id: "7",
      name: "Ravi Kumar",
      age: "34",
      gender: "Male",
      berth: "LB",
      food: "V",
      nationality: "IN",
    });
    expect(state.focusId).toBe("td-edit-name");
    expect(state.errors).toEqual({});
    expectKept(state);
  });

  it("prefills a foreign national's passport and date of birth as the form types them", async () => {
    const foreign = {
      ...ASHA,
      nationality: "GB",
      passport: "K1234567",
      dob: { day: 5, month: 3, year: 1990 },
    };
    const { api } = fakeApi([200, { travellers: [foreign], maxTravellers: 20 }]);
    const state = await savedTravellerEdit(api, "edit:8", posted([]));
    expect(state.values.edit).toMatchObject({ passport: "K1234567", dob: "05/03/1990" });
  });

  it("Edit of a traveller no longer in the list says so and opens nothing", async () => {
    const { api } = fakeApi([200, { travellers: [ASHA], maxTravellers: 20 }]);
    const state = await savedTravellerEdit(api, "edit:7", posted(ELSEWHERE));
    expect(state.message).toBe("Oops, there was an issue");
    expect(state.values.edit).toBeUndefined();
    expectKept(state);
  });

  it("Save sends the typed traveller to the API's edit, closes the form and says 'Saved <name>'", async () => {
    const edited = { ...RAVI, name: "Ravi Kumaar", age: 35, berth: "UB", food: "J" };
    const { api, calls } = fakeApi([200, { travellers: [edited, ASHA], maxTravellers: 20 }]);
    const state = await savedTravellerEdit(api, "save:7", posted(EDIT_OPEN));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: "/api/trains/v1/user/td_details", method: "POST" });
    // No isDefault: the traveller keeps its default flag.
    expect(calls[0]?.body).toEqual({
      action: "edit",
      traveller: {
        id: "7",
        name: "Ravi Kumaar",
        age: "35",
        gender: "Male",
        berth: "UB",
        food: "J",
        nationality: "IN",
      },
    });
    expect(state.values.edit).toBeUndefined();
    expect(state.status).toBe("Saved Ravi Kumaar");
    expect(state.focusId).toBe("td-saved-7-edit");
    expect(state.message).toBeUndefined();
    expectKept(state);
  });

  it("Save checks the shared rules first: the spec's words beside the fields, nothing sent", async () => {
    const { api, calls } = fakeApi();
    const invalid = EDIT_OPEN.map(([k, v]): [string, string] =>
      k === "edit.age" ? [k, "abc"] : k === "edit.name" ? [k, "R2"] : [k, v],
    );
    const state = await savedTravellerEdit(api, "save:7", posted(invalid));
    expect(calls).toEqual([]);
    expect(state.errors["edit.age"]).toBe("Please enter a valid Age");
    expect(state.errors["edit.name"]).toBe(
      "As per IRCTC rules, traveller name should be between 3 and 35 and only character.",
    );
    const tooOld = EDIT_OPEN.map(([k, v]): [string, string] =>
      k === "edit.age" ? [k, "200"] : [k, v],
    );
    expect((await savedTravellerEdit(api, "save:7", posted(tooOld))).errors).toEqual({
      "edit.age": "Age should be less than or equal to 125 years.",
    });
    // The form stays open with what was typed, and the rest of the page as posted.
    expect(state.values.edit).toMatchObject({ id: "7", age: "abc", name: "R2" });
    expect(state.status).toBeUndefined();
    expectKept(state);
  });

  it("a refused save keeps what was typed and shows the API's message, or its field messages", async () => {
    const { api } = fakeApi(
      [404, { error: { code: "not_found", message: "Oops, there was an issue" } }],
      [
        400,
        {
          error: {
            code: "validation_failed",
            message: "Please enter a valid date of birth",
            fields: { "traveller.dob": "Please enter a valid date of birth" },
          },
        },
      ],
    );
    const refused = await savedTravellerEdit(api, "save:7", posted(EDIT_OPEN));
    expect(refused.message).toBe("Oops, there was an issue");
    expect(refused.values.edit).toMatchObject({ name: "Ravi Kumaar", age: "35" });
    expectKept(refused);
    const invalid = await savedTravellerEdit(api, "save:7", posted(EDIT_OPEN));
    expect(invalid.errors).toEqual({ "edit.dob": "Please enter a valid date of birth" });
    expect(invalid.message).toBeUndefined();
    expect(invalid.values.edit).toMatchObject({ name: "Ravi Kumaar" });
  });

  it("a signed-out save asks to log in", async () => {
    const { api } = fakeApi([
      401,
      { error: { code: "logged_out", message: "Please login to view saved traveller’s list" } },
    ]);
    const state = await savedTravellerEdit(api, "save:7", posted(EDIT_OPEN));
    expect(state).toMatchObject({
      loggedOut: true,
      message: "Please login to view saved traveller’s list",
    });
  });

  it("Cancel closes the form without calling the API and returns focus to the traveller's row", async () => {
    const { api, calls } = fakeApi();
    const state = await savedTravellerEdit(api, "cancel-edit", posted(EDIT_OPEN));
    expect(calls).toEqual([]);
    expect(state.values.edit).toBeUndefined();
    expect(state.focusId).toBe("td-saved-7-edit");
    expectKept(state);
  });
});

describe("checkEdit and editErrorsOf", () => {
  it("sends only the fields typed, trimmed, and an empty name is the spec's 'valid Full Name'", () => {
    expect(
      checkEdit("7", { name: " Ravi Kumar ", age: "34", gender: "Male", passport: "" }),
    ).toEqual({
      ok: true,
      traveller: { id: "7", name: "Ravi Kumar", age: "34", gender: "Male" },
    });
    expect(checkEdit("7", { name: "", age: "34", gender: "" })).toEqual({
      ok: false,
      errors: {
        "edit.name": "Please enter a valid Full Name",
        "edit.gender": "Please select your gender",
      },
    });
  });

  it("keys the API's messages as the edit form's fields", () => {
    expect(
      editErrorsOf({ "traveller.age": "Please enter a valid Age", "traveller.id": "x" }),
    ).toEqual({
      "edit.age": "Please enter a valid Age",
      "edit.name": "x",
    });
  });
});
