import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { smilesOf } from "../api/search-calls";
import {
  DEFAULT_THRESHOLD,
  STRUCTURE_MAX,
  STRUCTURE_MODES,
  type StructureMode,
  type StructureParams,
} from "../logic/structure-params";

/**
 * The structure query (spec §3 Equation, structure search): a SMILES or SMARTS typed, or a
 * molfile pasted (sent as its SMILES), searched as the same molecule, a substructure, or a
 * similar one above a Tanimoto threshold.
 */
export function StructureQueryDialog(props: {
  open: boolean;
  initial: StructureParams | undefined;
  onClose: () => void;
  onSearch: (params: StructureParams) => void;
}) {
  const { open, initial, onClose, onSearch } = props;
  const { t } = useTranslation("search");
  const [text, setText] = useState(initial?.structure ?? "");
  const [mode, setMode] = useState<StructureMode>(initial?.mode ?? "substructure");
  const [threshold, setThreshold] = useState(String(initial?.threshold ?? DEFAULT_THRESHOLD));
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const similarity = Number(threshold);
  const thresholdOk = similarity >= 0.1 && similarity <= 1;
  const submit = async () => {
    setProblem("");
    setBusy(true);
    try {
      // A molfile is many lines: the address keeps its SMILES.
      const structure = text.includes("\n") ? await smilesOf(text) : text.trim();
      if (structure.length > STRUCTURE_MAX) throw new Error(t("structure.tooLong"));
      onSearch({ structure, mode, threshold: similarity, pageIndex: 1 });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="structure-query-dialog">
      <DialogTitle>{t("structure.title")}</DialogTitle>
      <DialogContent>
        <TextField
          multiline
          minRows={3}
          maxRows={12}
          fullWidth
          margin="dense"
          label={t("structure.query")}
          placeholder="CC(=O)Oc1ccccc1C(=O)O"
          helperText={t("structure.queryHelp")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { "data-testid": "structure-query-text", spellCheck: false } }}
        />
        <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as StructureMode)} aria-label={t("structure.mode")}>
          {STRUCTURE_MODES.map((m) => (
            <FormControlLabel
              key={m}
              value={m}
              control={<Radio data-testid={`structure-mode-${m}`} />}
              label={t(`structure.modes.${m}`)}
            />
          ))}
        </RadioGroup>
        {mode === "similarity" && (
          <TextField
            type="number"
            size="small"
            margin="dense"
            label={t("structure.threshold")}
            value={threshold}
            error={!thresholdOk}
            helperText={thresholdOk ? t("structure.thresholdHelp") : t("structure.thresholdInvalid")}
            onChange={(e) => setThreshold(e.target.value)}
            slotProps={{ htmlInput: { min: 0.1, max: 1, step: 0.05, "data-testid": "structure-threshold" } }}
          />
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="structure-query-problem">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("structure.cancel")}</Button>
        <Button
          variant="contained"
          disabled={busy || text.trim() === "" || (mode === "similarity" && !thresholdOk)}
          onClick={submit}
          data-testid="structure-query-submit"
        >
          {t("field.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
