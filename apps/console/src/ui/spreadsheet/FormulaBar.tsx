import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export interface FormulaBarProps {
  readonly address: string;
  /** The focused cell's formula, or its value as typed. */
  readonly input: string;
  readonly editable: boolean;
  readonly onCommit: (input: string) => void;
}

/** The focused cell's address and what it holds: its formula when it has one; Enter saves what was typed. */
export function FormulaBar({ address, input, editable, onCommit }: FormulaBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(input);
  useEffect(() => setDraft(input), [input]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
      <Typography
        variant="body2"
        sx={{ minWidth: 56, px: 1, py: 0.5, border: 1, borderColor: "divider", borderRadius: 1, textAlign: "center" }}
        aria-label={t("sheetGrid.cellAddress")}
        data-testid="sheet-address"
      >
        {address}
      </Typography>
      <TextField
        size="small"
        fullWidth
        value={draft}
        disabled={!editable}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            if (draft !== input) onCommit(draft);
          }
          if (e.key === "Escape") setDraft(input);
        }}
        slotProps={{
          htmlInput: { "aria-label": t("sheetGrid.formulaBar"), "data-testid": "sheet-formula-input", spellCheck: false },
        }}
      />
    </Stack>
  );
}
