import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import { RichTextEditor } from "../../../../ui/RichTextEditor";
import type { ModuleBodyProps } from "../module-props";

/** Rich text (type editor): a contentEditable with a few commands; the server sanitises the HTML it stores. */
export function EditorModule({ module, content, editable, onChange }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  const html = typeof content.fields.html === "string" ? content.fields.html : "";
  return (
    <RichTextEditor
      html={html}
      onChange={(next) => onChange({ ...content, fields: { ...content.fields, html: next } })}
      editable={editable}
      testId={`editor-${module.moduleId}`}
      toolbarLabel={t("editor.toolbar")}
      commandTitle={(command) => t(`editor.${command}`)}
      minHeight={100}
    />
  );
}
