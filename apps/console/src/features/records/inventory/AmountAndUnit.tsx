import { type StockUnit, unitsOfKind } from "@labledger/domain/inventory/stock";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";

interface Props {
  readonly amount: string;
  readonly unit: StockUnit;
  /** The lot's unit: the amount may be given in any unit of its kind. */
  readonly kindOf: StockUnit;
  readonly onAmount: (amount: string) => void;
  readonly onUnit: (unit: StockUnit) => void;
  readonly testId: string;
  readonly autoFocus?: boolean;
}

/** An amount used and its unit, among the units of the lot's kind (a volume lot in µL, mL or L). */
export function AmountAndUnit({ amount, unit, kindOf, onAmount, onUnit, testId, autoFocus }: Props) {
  const { t } = useTranslation("records");
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        autoFocus={autoFocus}
        size="small"
        label={t("inventory.amount")}
        value={amount}
        inputMode="decimal"
        onChange={(e) => onAmount(e.target.value)}
        slotProps={{ htmlInput: { "data-testid": `${testId}-amount` } }}
      />
      <TextField
        select
        size="small"
        label={t("inventory.unit")}
        value={unit}
        onChange={(e) => onUnit(e.target.value as StockUnit)}
        sx={{ minWidth: 100 }}
        slotProps={{ htmlInput: { "data-testid": `${testId}-unit` } }}
      >
        {unitsOfKind(kindOf).map((u) => (
          <MenuItem key={u} value={u}>
            {u === "piece" ? t("inventory.piece") : u}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
