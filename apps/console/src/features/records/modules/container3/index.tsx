import type { ConsoleKind } from "../console-kind";
import { ContainerModule } from "../families/ContainerModule";
import type { ModuleBodyProps } from "../module-props";

function Container3(props: ModuleBodyProps) {
  return <ContainerModule {...props} cells={3} />;
}

export const container3: ConsoleKind = { type: "container3", menu: "other", Editor: Container3 };
