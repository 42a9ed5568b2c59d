import type { Workbook } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { workbookOf } from "@labledger/domain/module-kinds/spreadSheet/workbook-fold";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import { WorkbookView } from "../../../../ui/spreadsheet/WorkbookView";
import type { ModuleBodyProps } from "../module-props";

/** The workbook as it was saved, values only (previews, signed or locked modules): no engine, no editing. */
export function SheetView({ module, content }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {t("sheet.readOnly")}
      </Typography>
      <WorkbookView workbook={workbookOf(content as { workbook?: Workbook })} testId={`sheet-view-${module.moduleId}`} />
    </>
  );
}
