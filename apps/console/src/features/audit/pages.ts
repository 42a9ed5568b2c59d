import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** The audit pages: the team audit trail (both variants of spec §2), one record's audit trace, a record at a moment (time travel), and a record's submitted versions (compare, roll back). */
export const auditPages: FeaturePages = {
  teamAuditTrail: lazyPage(() => import("./pages/AuditTrailPage")),
  teamAuditTrailSearch: lazyPage(() => import("./pages/AuditTrailPage")),
  teamAuditTrace: lazyPage(() => import("./pages/AuditTracePage")),
  recordPreview: lazyPage(() => import("./pages/RecordMomentPage")),
  previewHisRecord: lazyPage(() => import("./pages/RecordVersionPage")),
  // A template's versions compared with the records' side-by-side view, which this feature owns.
  resourceTemplateVersion: lazyPage(() => import("./pages/TemplateVersionPage")),
};
