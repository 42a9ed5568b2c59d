import { SPREADSHEET_TEMPLATE_LIMITS } from "@labledger/events/catalogue/spreadsheet-templates-values";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../../../ui/SubmitModal";
import { showToast } from "../../../../../ui/toast-store";
import { insertTemplate, saveModuleAsTemplate, spreadsheetTemplatesQuery } from "../../../api/spread-design-calls";
import "../../../i18n/catalogue";

/**
 * A spreadsheet module and the team's templates (issue 17): insert a template's sheets as new sheets
 * (a member who may change the module), or save the module's workbook as a template or design.
 */
export function SheetTemplateButtons(props: {
  readonly experimentId: string;
  readonly moduleId: string;
  readonly canInsert: boolean;
  readonly onInserted: () => void;
  /** The reason sent with the insert (asked first when the record needs one). */
  readonly reasonFor?: () => Promise<string | undefined>;
}) {
  const { t } = useTranslation("records");
  const [dialog, setDialog] = useState<"insert" | "save" | null>(null);
  const [templateId, setTemplateId] = useState("");
  const [name, setName] = useState("");
  const [kind, setKind] = useState<"template" | "design">("template");
  const templates = useQuery({ ...spreadsheetTemplatesQuery(), enabled: dialog === "insert" });
  return (
    <Stack direction="row" spacing={1}>
      {props.canInsert && (
        <Button size="small" onClick={() => setDialog("insert")} data-testid="sheet-insert-template">
          {t("sheetTemplate.insert")}
        </Button>
      )}
      <Button size="small" onClick={() => setDialog("save")} data-testid="sheet-save-template">
        {t("sheetTemplate.saveAs")}
      </Button>
      <SubmitModal
        open={dialog === "insert"}
        title={t("sheetTemplate.insert")}
        onClose={() => setDialog(null)}
        testId="insert-template-dialog"
        onSubmit={async () => {
          if (!templateId) throw new Error("template");
          const sheets = await insertTemplate(props.experimentId, props.moduleId, templateId, await props.reasonFor?.());
          showToast(
            t("sheetTemplate.inserted", { names: sheets.map((s) => s.name).join(t("sheetChart.listSeparator")) }),
            "success",
          );
          setTemplateId("");
          props.onInserted();
        }}
      >
        <TextField
          select
          size="small"
          fullWidth
          label={t("sheetTemplate.template")}
          value={templateId}
          helperText={
            templates.error
              ? t("modules.definitionsError", { message: templates.error.message })
              : templates.data?.length === 0
                ? t("sheetTemplate.none")
                : undefined
          }
          onChange={(e) => setTemplateId(e.target.value)}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { "data-testid": "insert-template-choice" },
          }}
          sx={{ mt: 1 }}
        >
          <option value="">{t("sheetTemplate.choose")}</option>
          {(templates.data ?? []).map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </TextField>
      </SubmitModal>
      <SubmitModal
        open={dialog === "save"}
        title={t("sheetTemplate.saveAs")}
        onClose={() => setDialog(null)}
        testId="save-template-dialog"
        onSubmit={async () => {
          if (!name.trim()) throw new Error("name");
          await saveModuleAsTemplate(props.experimentId, props.moduleId, kind, name.trim());
          showToast(t(kind === "design" ? "sheetTemplate.savedDesign" : "sheetTemplate.saved", { name: name.trim() }), "success");
          setName("");
        }}
      >
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField
            size="small"
            required
            label={t("sheetTemplate.name")}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, SPREADSHEET_TEMPLATE_LIMITS.name))}
            slotProps={{ htmlInput: { "data-testid": "save-template-name" } }}
          />
          <RadioGroup row value={kind} onChange={(e) => setKind(e.target.value as "template" | "design")}>
            <FormControlLabel value="template" control={<Radio />} label={t("sheetTemplate.asTemplate")} />
            <FormControlLabel value="design" control={<Radio />} label={t("sheetTemplate.asDesign")} />
          </RadioGroup>
        </Stack>
      </SubmitModal>
    </Stack>
  );
}
