import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { TemplateList } from "../components/TemplateList";

/** /resource/commonList/listSpreadDesign: the team's spreadsheet designs (issue 17). */
export default function SpreadsheetDesignsPage() {
  const { t: shell } = useTranslation();
  return (
    <PageFrame title={shell("pages.commonList_listSpreadDesign")} testId="spreadsheet-designs-page">
      <TemplateList kind="design" />
    </PageFrame>
  );
}
