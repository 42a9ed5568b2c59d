import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { type ExpiryState, expiryChip } from "../logic/expiry-chip";

/** A lot's spec §9 expiry state as a coloured chip. */
export function ExpiryChip({ state }: { state: ExpiryState }) {
  const { t } = useTranslation("materials");
  const { color, variant } = expiryChip(state);
  return (
    <Chip
      size="small"
      color={color}
      variant={variant}
      label={t(`expiry.${state}`)}
      data-testid="expiry-chip"
      data-state={state}
    />
  );
}
