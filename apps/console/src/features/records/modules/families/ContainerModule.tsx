import { containerFields } from "@labledger/domain/module-kinds/kit/container";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { fieldLabel, useHistoryWords } from "../../../../ui/history-words";
import { ChangedField } from "../ChangedField";
import type { ModuleBodyProps } from "../module-props";

/** container2 / container3: two or three side-by-side cells (fields col1…colN). */
export function ContainerModule({ module, content, editable, onChange, since, cells }: ModuleBodyProps & { cells: number }) {
  const say = useHistoryWords();
  const facts = { title: module.title, type: module.type, subType: module.subType, columns: module.columns };
  return (
    <Stack direction="row" spacing={2}>
      {containerFields(cells).map((field) => (
        <ChangedField key={field} since={since} field={field}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label={fieldLabel(facts, field, say)}
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
