import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { NativeSelect } from "../../../ui/NativeSelect";
import { showToast } from "../../../ui/toast-store";
import { MATERIALS_KEY, type Material, receiveMaterial } from "../api/material-calls";
import { formatAmount } from "../logic/format";
import type { MaterialUnit } from "../logic/material-form";
import { amountOf, unitsLike } from "../logic/units";

/** Receive more of a lot: an amount in a unit of the lot's own kind; what is left grows by it. */
export function ReceiveForm({ lot }: { lot: Material }) {
  const { t, i18n } = useTranslation("materials");
  const client = useQueryClient();
  const [typed, setTyped] = useState("");
  const [unit, setUnit] = useState<MaterialUnit>(lot.unit);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const amount = amountOf(typed);
  const receive = async () => {
    if (amount === null) return;
    setBusy(true);
    setProblem("");
    try {
      await receiveMaterial(lot.id, amount, unit);
      showToast(t("detail.receive.done", { amount: formatAmount(amount, i18n.language), unit: t(`unit.${unit}`) }), "success");
      setTyped("");
      await client.invalidateQueries({ queryKey: MATERIALS_KEY });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} data-testid="material-receive">
      <Typography variant="subtitle2">{t("detail.receive.title")}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          size="small"
          label={t("detail.receive.amount")}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={typed.trim() !== "" && amount === null}
          slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": "material-receive-amount" } }}
          sx={{ width: 160 }}
        />
        <NativeSelect
          label={t("detail.receive.unit")}
          value={unit}
          onChange={(u) => setUnit(u as MaterialUnit)}
          options={unitsLike(lot.unit).map((u) => ({ value: u, label: t(`unit.${u}`) }))}
          testId="material-receive-unit"
          minWidth={100}
        />
        <Button
          variant="outlined"
          loading={busy}
          disabled={amount === null}
          onClick={() => void receive()}
          data-testid="material-receive-submit"
        >
          {t("detail.receive.submit")}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="error" data-testid="material-receive-problem">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
