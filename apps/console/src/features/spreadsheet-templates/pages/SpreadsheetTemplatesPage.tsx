import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { TemplateList } from "../components/TemplateList";

/** /resource/commonList/listSpreadsheet: the team's spreadsheet templates (issue 17). */
export default function SpreadsheetTemplatesPage() {
  const { t: shell } = useTranslation();
  return (
    <PageFrame title={shell("pages.commonList_listSpreadsheet")} testId="spreadsheet-templates-page">
      <TemplateList kind="template" />
    </PageFrame>
  );
}
