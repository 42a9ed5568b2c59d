import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";

/** The reason this editing session's changes are sent with, above the grid, and a way to change it. */
export function SheetReason({ reason, onChange }: { readonly reason: string | undefined; readonly onChange: () => void }) {
  const { t } = useTranslation("records");
  if (reason === undefined) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      data-testid="sheet-reason"
      action={
        <Button color="inherit" size="small" onClick={onChange} data-testid="sheet-reason-change">
          {t("sheet.reasonChange")}
        </Button>
      }
    >
      {t("sheet.reasonShown", { reason })}
    </Alert>
  );
}
