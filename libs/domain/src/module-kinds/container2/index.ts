import { containerKind } from "../kit/container";

/** Spec §3 container2: two text cells side by side. */
export const container2 = containerKind("container2", 2, "Two columns", "两栏");
