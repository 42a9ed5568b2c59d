import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../pages/PageFrame";
import { TableList } from "../components/TableList";

/** /resource/commonList/listInfo: the team's information tables (issue 17). */
export default function InfoTablesPage() {
  const { t: shell } = useTranslation();
  return (
    <PageFrame title={shell("pages.commonList_listInfo")} testId="info-tables-page">
      <TableList kind="info" />
    </PageFrame>
  );
}
