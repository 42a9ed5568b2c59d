import { AttachmentModule } from "./AttachmentModule";
import { ContainerModule } from "./ContainerModule";
import { EditorModule } from "./EditorModule";
import { FieldModule } from "./FieldModule";
import { GridModule } from "./GridModule";
import type { ModuleBodyProps } from "./module-props";

/** The component of a module's type. */
export function ModuleBody(props: ModuleBodyProps) {
  switch (props.module.type) {
    case "grid":
      return <GridModule {...props} />;
    case "attachment":
      return <AttachmentModule {...props} />;
    case "editor":
      return <EditorModule {...props} />;
    case "container2":
    case "container3":
      return <ContainerModule {...props} />;
    default:
      return <FieldModule {...props} />;
  }
}
