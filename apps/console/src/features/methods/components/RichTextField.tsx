import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { type RichTextCommand, RichTextEditor } from "../../../ui/RichTextEditor";

const WORDS: Record<RichTextCommand, string> = {
  bold: "form.bold",
  italic: "form.italic",
  underline: "form.underline",
  insertUnorderedList: "form.bullets",
  insertOrderedList: "form.numbers",
};

/** The procedure as rich text; the server makes the HTML safe before keeping it. */
export function RichTextField({ value, onChange, testId }: { value: string; onChange: (html: string) => void; testId: string }) {
  const { t } = useTranslation("methods");
  return (
    <RichTextEditor
      html={value}
      onChange={onChange}
      editable
      testId={testId}
      toolbarLabel={t("form.toolbar")}
      commandTitle={(command) => t(WORDS[command])}
      ariaLabel={t("form.procedure")}
      minHeight={140}
    />
  );
}
