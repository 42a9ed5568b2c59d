import { lazy, Suspense } from "react";
import type { ConsoleKind } from "../console-kind";
import type { ModuleBodyProps } from "../module-props";

// AG Grid and the editor come with the first spreadsheet shown, never with the record pages.
const LazyEditor = lazy(() => import("./SheetEditor").then((m) => ({ default: m.SheetEditor })));
const LazyView = lazy(() => import("./SheetView").then((m) => ({ default: m.SheetView })));

const Editor = (props: ModuleBodyProps) => (
  <Suspense fallback={null}>
    <LazyEditor {...props} />
  </Suspense>
);
const View = (props: ModuleBodyProps) => (
  <Suspense fallback={null}>
    <LazyView {...props} />
  </Suspense>
);

/** A collaborative spreadsheet (spec §3 spreadSheet): cells saved one edit at a time, formulas computed by the server. */
export const spreadSheet: ConsoleKind = { type: "spreadSheet", menu: "other", Editor, View };
