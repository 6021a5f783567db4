import { catalogue } from "./catalogue.ts";

/** The words around a guide's copy (`/trains/<guide>`; ADR 028): breadcrumb, FAQ and links. */
export const GUIDES = catalogue(
  {
    guide_breadcrumb: "Breadcrumb",
    guide_trains: "Trains",
    "Frequently asked questions": "Frequently asked questions",
    "More guides": "More guides",
    guide_searchTrains: "Search trains",
    guide_checkPnr: "Check PNR status",
    guide_liveStatus: "Live train status",
  },
  {
    guide_breadcrumb: "ब्रेडक्रंब",
    guide_trains: "ट्रेनें",
    "Frequently asked questions": "अक्सर पूछे जाने वाले प्रश्न",
    "More guides": "और गाइड",
    guide_searchTrains: "ट्रेनें खोजें",
    guide_checkPnr: "PNR स्थिति देखें",
    guide_liveStatus: "ट्रेन की लाइव स्थिति",
  },
);

export type GuidesMessages = (typeof GUIDES)["en"];
