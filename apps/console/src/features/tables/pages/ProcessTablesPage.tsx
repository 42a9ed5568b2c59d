import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { TableList } from "../components/TableList";

/** /resource/commonList/processList: the team's data-processing tables (issue 17). */
export default function ProcessTablesPage() {
  const { t: shell } = useTranslation();
  return (
    <PageFrame title={shell("pages.commonList_processList")} testId="process-tables-page">
      <TableList kind="process" />
    </PageFrame>
  );
}
