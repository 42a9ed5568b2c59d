import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Record exports (spec §2 /record/exportFileEject, /FileDownload, /team/export, /team/approvedExport, /checkRecord). */
export const exportPages: FeaturePages = {
  recordExportFileEject: lazyPage(() => import("./pages/ExportRequestPage")),
  fileDownload: lazyPage(() => import("./pages/FileDownloadPage")),
  teamExport: lazyPage(() => import("./pages/ExportApprovalPage")),
  teamApprovedExport: lazyPage(() => import("./pages/ApprovedExportPage")),
  checkRecord: lazyPage(() => import("./pages/CheckRecordPage")),
};
