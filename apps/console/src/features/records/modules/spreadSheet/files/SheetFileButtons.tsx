import type { SheetsImported } from "@labledger/contracts";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../../../ui/toast-store";
import { exportSheets, importSheets } from "../../../api/sheet-file-calls";
import "../../../i18n/catalogue";
import { ReasonNotGiven } from "../use-change-reason";

/** What a refused call throws: the server's words in the member's language. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : "");

/**
 * A spreadsheet module's file buttons: import an XLSX or CSV as new sheets (the server checks and
 * computes it; its refusal is shown in words), export the workbook as XLSX or the sheet in view as CSV.
 */
export function SheetFileButtons(props: {
  readonly experimentId: string;
  readonly moduleId: string;
  /** The sheet in view: the one a CSV export holds. */
  readonly sheetId: string | undefined;
  /** Import offered only to a member who may change the module. */
  readonly canImport: boolean;
  readonly onImported: (answer: SheetsImported) => void;
  /** The reason sent with the import (asked first when the record needs one). */
  readonly reasonFor?: () => Promise<string | undefined>;
}) {
  const { t } = useTranslation("records");
  const input = useRef<HTMLInputElement>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const reason = await props.reasonFor?.();
      const answer = await importSheets(props.experimentId, props.moduleId, file, reason);
      showToast(
        t("sheetFile.imported", {
          count: answer.sheets.length,
          names: answer.sheets.map((s) => s.name).join(t("sheetChart.listSeparator")),
        }),
        "success",
      );
      props.onImported(answer);
    } catch (error) {
      if (!(error instanceof ReasonNotGiven)) showToast(messageOf(error) || t("sheetFile.importFailed"));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  const download = async (format: "xlsx" | "csv") => {
    setMenu(null);
    try {
      await exportSheets(props.experimentId, props.moduleId, format, format === "csv" ? props.sheetId : undefined);
    } catch (error) {
      showToast(messageOf(error) || t("sheetFile.exportFailed"));
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {props.canImport && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            data-testid="sheet-import-file"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <Button size="small" disabled={busy} onClick={() => input.current?.click()} data-testid="sheet-import">
            {t("sheetFile.import")}
          </Button>
        </>
      )}
      <Button size="small" onClick={(e) => setMenu(e.currentTarget)} data-testid="sheet-export">
        {t("sheetFile.export")}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => void download("xlsx")} data-testid="sheet-export-xlsx">
          {t("sheetFile.exportXlsx")}
        </MenuItem>
        <MenuItem onClick={() => void download("csv")} disabled={!props.sheetId} data-testid="sheet-export-csv">
          {t("sheetFile.exportCsv")}
        </MenuItem>
      </Menu>
    </Stack>
  );
}
