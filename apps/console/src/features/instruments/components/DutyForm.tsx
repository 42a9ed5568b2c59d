import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { showToast } from "../../../ui/toast-store";
import { INSTRUMENTS_KEY, recordDuty } from "../api/instrument-calls";

/** Records a calibration or a maintenance: the day done, the next due day, a reference. */
export function DutyForm({ instrumentId, duty }: { instrumentId: string; duty: "calibrations" | "maintenances" }) {
  const { t } = useTranslation("instruments");
  const client = useQueryClient();
  const [on, setOn] = useState("");
  const [dueOn, setDueOn] = useState("");
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState("");
  const save = async () => {
    setProblem("");
    try {
      await recordDuty(instrumentId, duty, { on, dueOn: dueOn || null, reference });
      await client.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
      showToast(t("duty.saved"), "success");
      setOn("");
      setDueOn("");
      setReference("");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const date = (label: string, value: string, set: (v: string) => void, testId: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": testId } }}
    />
  );
  return (
    <Stack spacing={1} data-testid={`duty-form-${duty}`}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        {date(t("duty.on"), on, setOn, `${duty}-on`)}
        {date(t("duty.dueOn"), dueOn, setDueOn, `${duty}-due`)}
        <TextField
          size="small"
          label={t(`duty.reference.${duty}`)}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          slotProps={{ htmlInput: { "data-testid": `${duty}-reference` } }}
        />
        <Button variant="outlined" disabled={!on} onClick={() => void save()} data-testid={`${duty}-save`}>
          {t(`duty.record.${duty}`)}
        </Button>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
