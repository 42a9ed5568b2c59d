import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { NAME_LIMITS, type NamedThing, type NameProblem, nameProblem } from "../logic/names";

export interface NameFieldProps {
  readonly kind: NamedThing;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown after a refused submit, even before the user types again. */
  readonly problem: NameProblem | null;
  readonly testId: string;
}

/** A name input with the spec §5 length shown and a localised message when it is refused. */
export function NameField({ kind, label, value, onChange, problem, testId }: NameFieldProps) {
  const { t } = useTranslation("projects");
  const limit = NAME_LIMITS[kind];
  const live = nameProblem(kind, value) === "tooLong" ? "tooLong" : problem;
  const message = live ? t(`validation.${live}`, { limit }) : t("validation.count", { count: [...value].length, limit });
  return (
    <TextField
      autoFocus
      fullWidth
      margin="dense"
      label={label}
      value={value}
      required
      error={live !== null}
      helperText={<span data-testid={`${testId}-help`}>{message}</span>}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { "data-testid": testId } }}
    />
  );
}
