import { useTranslation } from "react-i18next";
import { NewTemplate } from "../components/NewTemplate";

/** /resource/spreadDesign/new (issue 17). */
export default function NewSpreadDesignPage() {
  const { t: shell } = useTranslation();
  return <NewTemplate kind="design" title={shell("pages.resourceSpreadDesignNew")} />;
}
