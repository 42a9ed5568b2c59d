import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { containerFields } from "../model/module-catalogue";
import { ChangedField } from "./ChangedField";
import type { ModuleBodyProps } from "./module-props";

/** container2 / container3: two or three side-by-side cells. */
export function ContainerModule({ module, content, editable, onChange, since }: ModuleBodyProps) {
  const { t } = useTranslation("records");
  return (
    <Stack direction="row" spacing={2}>
      {containerFields(module.type).map((field, i) => (
        <ChangedField key={field} since={since} field={field}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label={t("container.cell", { n: i + 1 })}
            disabled={!editable}
            value={typeof content.fields[field] === "string" ? (content.fields[field] as string) : ""}
            slotProps={{ htmlInput: { "data-testid": `container-${module.moduleId}-${field}` } }}
            onChange={(e) => onChange({ ...content, fields: { ...content.fields, [field]: e.target.value } })}
          />
        </ChangedField>
      ))}
    </Stack>
  );
}
