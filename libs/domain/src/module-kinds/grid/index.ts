import { defineKind } from "../kit/define-kind";
import { GRID_SUB_TYPE_COLUMNS } from "./sub-types";
import { gridWords } from "./words";

/** Spec §3 grid: rows under declared columns, by sub-type (materials, samples, instruments, ...). */
export const grid = defineKind({
  type: "grid",
  family: "grid",
  subTypes: GRID_SUB_TYPE_COLUMNS,
  words: gridWords,
});
