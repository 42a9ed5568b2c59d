import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Information, multi-level and data-processing tables (spec §2 /resource/commonList, /infoTable, /multiTable, /processList; issue 17). */
export const tablePages: FeaturePages = {
  commonList_listInfo: lazyPage(() => import("./pages/InfoTablesPage")),
  infoTableNew: lazyPage(() => import("./pages/InfoTableEditPage")),
  infoTableEdit: lazyPage(() => import("./pages/InfoTableEditPage")),
  commonList_multiListInfo: lazyPage(() => import("./pages/MultiLevelTablesPage")),
  multiTableNew: lazyPage(() => import("./pages/MultiLevelTableEditPage")),
  multiTableEdit: lazyPage(() => import("./pages/MultiLevelTableEditPage")),
  multiTableCopy: lazyPage(() => import("./pages/MultiLevelTableEditPage")),
  commonList_processList: lazyPage(() => import("./pages/ProcessTablesPage")),
  processListNew: lazyPage(() => import("./pages/ProcessTableEditPage")),
  processListEdit: lazyPage(() => import("./pages/ProcessTableEditPage")),
};
