import { useTranslation } from "react-i18next";
import { TemplateDetail } from "../components/TemplateDetail";

/** /resource/detailSpreadSheet/{id}: a spreadsheet template, read and edited (issue 17). */
export default function SpreadsheetDetailPage() {
  const { t: shell } = useTranslation();
  return <TemplateDetail kind="template" title={shell("pages.resourceDetailSpreadSheet")} />;
}
