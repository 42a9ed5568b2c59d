import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** The record editor and its previews (spec §2 /newRecord, /cloneRecord, /editRecord, /previewRecord). */
export const recordPages: FeaturePages = {
  newRecordPage: lazyPage(() => import("./pages/NewRecordPage")),
  cloneRecord: lazyPage(() => import("./pages/CloneRecordPage")),
  editRecordPage: lazyPage(() => import("./pages/EditRecordPage")),
  previewRecord: lazyPage(() => import("./pages/PreviewRecordPage")),
  // Templates hold modules: their editor and preview use the record editor's module cards (spec §4 Templates).
  previewTemplate: lazyPage(() => import("./pages/PreviewTemplatePage")),
  resourceTemplateEdit: lazyPage(() => import("./pages/TemplateEditorPage")),
};
