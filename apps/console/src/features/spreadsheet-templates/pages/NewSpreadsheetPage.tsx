import { useTranslation } from "react-i18next";
import { NewTemplate } from "../components/NewTemplate";

/** /resource/spreadsheet/new (issue 17). */
export default function NewSpreadsheetPage() {
  const { t: shell } = useTranslation();
  return <NewTemplate kind="template" title={shell("pages.resourceSpreadsheetNew")} />;
}
