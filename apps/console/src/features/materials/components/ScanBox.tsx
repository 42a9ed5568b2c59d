import QrCodeScannerIcon from "@mui/icons-material/QrCodeScanner";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { findByBarcode, type MaterialRow } from "../api/material-calls";

/**
 * Takes a barcode scanner's keystrokes and its Enter (or a typed code) and finds that lot; the
 * server's words ("Material barcode does not exist") show under the field when none has it.
 */
export function ScanBox({ onFound, testId = "material-scan" }: { onFound: (row: MaterialRow) => void; testId?: string }) {
  const { t } = useTranslation("materials");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const look = async () => {
    if (code.trim() === "" || busy) return;
    setBusy(true);
    setProblem("");
    try {
      const found = await findByBarcode(code);
      setCode("");
      onFound(found);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextField
      size="small"
      label={t("scan.label")}
      value={code}
      onChange={(e) => {
        setCode(e.target.value);
        setProblem("");
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          void look();
        }
      }}
      error={problem !== ""}
      helperText={problem || (busy ? t("scan.looking") : t("scan.helper"))}
      autoComplete="off"
      sx={{ minWidth: 280 }}
      slotProps={{
        htmlInput: { "data-testid": testId, spellCheck: false },
        formHelperText: { "data-testid": problem ? `${testId}-problem` : `${testId}-helper` } as object,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <QrCodeScannerIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
