import { containerKind } from "../kit/container";

/** Spec §3 container3: three text cells side by side. */
export const container3 = containerKind("container3", 3, "Three columns", "三栏");
