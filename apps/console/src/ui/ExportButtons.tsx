import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../transport/download";
import { showToast } from "./toast-store";

export type ExportFormat = "csv" | "pdf";

/** "Export CSV | Export PDF" for a file the API makes; a refusal (too many entries, no right) shows the server's message. */
export function ExportButtons({
  pathOf,
  fallbackName,
  testId,
}: {
  pathOf: (format: ExportFormat) => string;
  fallbackName: (format: ExportFormat) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadFile(pathOf(format), fallbackName(format));
    } catch (error) {
      showToast(error instanceof Error ? error.message : t("export.failed"));
    } finally {
      setExporting(null);
    }
  };
  return (
    <ButtonGroup variant="outlined" size="small" disabled={exporting !== null} data-testid={testId}>
      {(["csv", "pdf"] as const).map((format) => (
        <Button key={format} onClick={() => run(format)} data-testid={`${testId}-${format}`}>
          {exporting === format ? t("export.exporting") : t(`export.${format}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
