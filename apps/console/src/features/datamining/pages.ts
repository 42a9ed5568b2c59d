import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/**
 * Data mining (spec §2 /datamining, issue 21): report templates choose records and the columns taken
 * from their modules; reports narrow them, sum them up in words, chart them and export them.
 */
export const dataminingPages: FeaturePages = {
  datamining: lazyPage(() => import("./pages/ReportsPage")),
  dataminingReportTemplate: lazyPage(() => import("./pages/TemplatesPage")),
  dataminingRubbish: lazyPage(() => import("./pages/RubbishPage")),
  dataminingAdd: lazyPage(() => import("./pages/TemplateEditPage")),
  dataminingEdit: lazyPage(() => import("./pages/TemplateEditPage")),
  reportEdit: lazyPage(() => import("./pages/ReportEditPage")),
};
