import type { ConsoleKind } from "../console-kind";
import { GridModule } from "../families/GridModule";

/** The menu offers each sub-type the domain's grid kind declares columns for. */
export const grid: ConsoleKind = { type: "grid", menu: "grids", Editor: GridModule };
