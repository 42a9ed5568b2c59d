import { useTranslation } from "react-i18next";
import { TemplateDetail } from "../components/TemplateDetail";

/** /resource/detailSpreadDesign/{id}: a spreadsheet design with its input cells, read and edited (issue 17). */
export default function SpreadDesignDetailPage() {
  const { t: shell } = useTranslation();
  return <TemplateDetail kind="design" title={shell("pages.resourceDetailSpreadDesign")} />;
}
