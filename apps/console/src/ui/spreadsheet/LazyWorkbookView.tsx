import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { lazy, Suspense } from "react";

// AG Grid comes with the first workbook shown, never with the pages that show one.
const View = lazy(() => import("./WorkbookView").then((m) => ({ default: m.WorkbookView })));

/** A workbook's values and charts, read-only, loaded when first shown. */
export const LazyWorkbookView = (props: { workbook: Workbook; testId: string; height?: number }) => (
  <Suspense fallback={null}>
    <View {...props} />
  </Suspense>
);
