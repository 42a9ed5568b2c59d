import type { ConsoleKind } from "../console-kind";
import { ContainerModule } from "../families/ContainerModule";
import type { ModuleBodyProps } from "../module-props";

function Container2(props: ModuleBodyProps) {
  return <ContainerModule {...props} cells={2} />;
}

export const container2: ConsoleKind = { type: "container2", menu: "other", Editor: Container2 };
