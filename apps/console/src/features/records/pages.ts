import type { FeaturePages } from "../../app/feature-pages";

/** The record editor and its previews (spec §2 /newRecord, /cloneRecord, /editRecord, /previewRecord). */
export const recordPages: FeaturePages = {};
