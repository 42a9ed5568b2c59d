import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Spreadsheet templates and designs (spec §2 listSpreadsheet, listSpreadDesign, their new and detail pages; issue 17). */
export const spreadsheetTemplatePages: FeaturePages = {
  commonList_listSpreadsheet: lazyPage(() => import("./pages/SpreadsheetTemplatesPage")),
  commonList_listSpreadDesign: lazyPage(() => import("./pages/SpreadsheetDesignsPage")),
  resourceSpreadsheetNew: lazyPage(() => import("./pages/NewSpreadsheetPage")),
  resourceSpreadDesignNew: lazyPage(() => import("./pages/NewSpreadDesignPage")),
  resourceDetailSpreadSheet: lazyPage(() => import("./pages/SpreadsheetDetailPage")),
  resourceDetailSpreadDesign: lazyPage(() => import("./pages/SpreadDesignDetailPage")),
};
