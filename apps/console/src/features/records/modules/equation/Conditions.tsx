import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import { useHistoryWords } from "../../../../ui/history-words";
import { AmountInput, CELL_INPUT } from "./AmountInput";

const NUMBERS = ["time", "temperature", "pressure", "concentration", "volume"] as const;

/** The reaction's conditions (spec §3 condition, §9 units h, ℃, atm, M, rpm) and its process. */
export function Conditions(props: {
  moduleId: string;
  fields: Readonly<Record<string, unknown>>;
  editable: boolean;
  onFields: (fields: Record<string, unknown>) => void;
}) {
  const { moduleId, fields, editable, onFields } = props;
  const { t } = useTranslation("records");
  const say = useHistoryWords();
  const set = (field: string, value: unknown) => onFields({ ...fields, [field]: value });
  const text = (field: string) => (typeof fields[field] === "string" ? (fields[field] as string) : "");
  const box = { display: "flex", flexDirection: "column", gap: 0.25, fontSize: 12, color: "text.secondary" } as const;
  return (
    <Box data-testid={`reaction-conditions-${moduleId}`} sx={{ mt: 1.5 }}>
      <Box sx={{ fontWeight: 600, fontSize: 14, mb: 0.5 }}>{t("reaction.conditions")}</Box>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(130px, 1fr))", gap: 1 }}>
        {NUMBERS.map((field) => (
          <Box key={field} component="label" sx={box}>
            {say(`module.equation.${field}`)}
            <AmountInput
              value={fields[field]}
              label={say(`module.equation.${field}`)}
              testId={`reaction-condition-${field}`}
              disabled={!editable}
              onNumber={(n) => set(field, n)}
            />
          </Box>
        ))}
        <Box component="label" sx={box}>
          {say("module.equation.gas")}
          <Box
            component="input"
            data-testid="reaction-condition-gas"
            disabled={!editable}
            value={text("gas")}
            placeholder={t("reaction.air")}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => set("gas", e.target.value)}
            sx={CELL_INPUT}
          />
        </Box>
      </Box>
      <Box component="label" sx={{ ...box, mt: 1 }}>
        {t("reaction.process")}
        <Box
          component="textarea"
          data-testid="reaction-process"
          disabled={!editable}
          rows={3}
          maxLength={2000}
          value={text("process")}
          onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => set("process", e.target.value)}
          sx={{ font: "inherit", fontSize: 13, p: 0.75, border: 1, borderColor: "divider", borderRadius: 1, resize: "vertical" }}
        />
      </Box>
    </Box>
  );
}
