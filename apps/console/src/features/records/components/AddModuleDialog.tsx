import { kindOf } from "@labledger/domain/module-kinds/registry";
import { infoTableModuleColumns } from "@labledger/domain/tables/info-table";
import { multiLevelModuleColumns } from "@labledger/domain/tables/multi-level-table";
import { processModuleColumns } from "@labledger/domain/tables/process-rows";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import ListSubheader from "@mui/material/ListSubheader";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { kindInWords, useHistoryWords } from "../../../ui/history-words";
import { SubmitModal } from "../../../ui/SubmitModal";
import "../i18n/catalogue";
import { spreadDesignsQuery } from "../api/spread-design-calls";
import { type InfoTable, type MultiLevelTable, type ProcessTable, tableDefinitionsQuery } from "../api/table-definition-calls";
import {
  ADDABLE,
  type Addable,
  addModuleBody,
  CHOICE_TYPES,
  FIELD_TYPES,
  FROM_DEFINITION,
  OTHER_TYPES,
  typeOfKind,
} from "../model/module-catalogue";
import { MODULE_TITLE_MAX } from "../model/validation";

/** What the definition's select says, by the kind of definition a table is built from. */
const FROM_WORDS = {
  info: { from: "modules.fromInfoTable", none: "modules.noInfoTables" },
  multi: { from: "modules.fromMultiLevelTable", none: "modules.noMultiLevelTables" },
  process: { from: "modules.fromProcessTable", none: "modules.noProcessTables" },
} as const;

/** The tables the menu offers ("grid:labMaterial"). */
const TABLES = ADDABLE.filter((kind) => typeOfKind(kind).subType !== null);

/** Adds a module of any spec §3 type: a title, for choices their options, for grids the sub-type's columns. */
export function AddModuleDialog(props: {
  open: boolean;
  onClose: () => void;
  onAdd: (body: unknown) => Promise<unknown>;
  /** The types the record holds: a kind it may hold once (a reaction) is not offered twice. */
  present: readonly string[];
}) {
  const { t } = useTranslation("records");
  const say = useHistoryWords();
  /** A kind in the same words the history uses for it. */
  const kindName = (k: string) => {
    const { type, subType } = typeOfKind(k);
    return kindInWords(type, subType, say);
  };
  const [kind, setKind] = useState<Addable>("input");
  const [title, setTitle] = useState("");
  const [options, setOptions] = useState("");
  const [required, setRequired] = useState(false);
  const [definitionId, setDefinitionId] = useState("");
  const choices = CHOICE_TYPES.has(kind);
  const fromDefinition = FROM_DEFINITION[typeOfKind(kind).subType ?? ""];
  const definitions = useQuery({
    ...tableDefinitionsQuery(fromDefinition?.kind ?? "info"),
    enabled: fromDefinition !== undefined,
  });
  const definition = (definitions.data ?? []).find((d) => d.id === definitionId);
  // A spreadsheet design module starts as one of the team's designs (issue 17).
  const fromDesign = kind === "spreadDesign";
  const [designId, setDesignId] = useState("");
  const designs = useQuery({ ...spreadDesignsQuery(), enabled: fromDesign });
  const design = (designs.data ?? []).find((d) => d.id === designId);
  /** A table built from a team definition takes its columns (by label, required flags kept). */
  const definitionColumns = () => {
    if (!definition) return undefined;
    if (fromDefinition?.kind === "process") return processModuleColumns(definition as ProcessTable);
    return fromDefinition?.kind === "multi"
      ? multiLevelModuleColumns(definition as MultiLevelTable)
      : infoTableModuleColumns(definition as InfoTable);
  };
  const optionList = options
    .split(/[,，\n]/)
    .map((o) => o.trim())
    .filter(Boolean);
  const submit = async () => {
    const name = title.trim() || definition?.name || kindName(kind);
    if (choices && optionList.length === 0) throw new Error("options");
    if (fromDefinition?.needed && !definition) throw new Error("definition");
    if (fromDesign && !design) throw new Error("design");
    const named = fromDesign && !title.trim() && design ? design.name : name;
    await props.onAdd({
      ...addModuleBody(kind, named.slice(0, MODULE_TITLE_MAX), optionList, definitionColumns()),
      ...(fromDesign && design ? { spreadDesignId: design.id } : {}),
      required,
    });
    setDesignId("");
    setTitle("");
    setOptions("");
    setDefinitionId("");
  };
  return (
    <SubmitModal open={props.open} title={t("modules.add")} onClose={props.onClose} onSubmit={submit} testId="add-module-dialog">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          size="small"
          label={t("modules.type")}
          value={kind}
          onChange={(e) => setKind(e.target.value as Addable)}
          slotProps={{ htmlInput: { "data-testid": "add-module-type" } }}
        >
          <ListSubheader>{t("modules.groupFields")}</ListSubheader>
          {FIELD_TYPES.map((k) => (
            <MenuItem key={k} value={k} data-testid={`kind-${k}`}>
              {kindName(k)}
            </MenuItem>
          ))}
          <ListSubheader>{t("modules.groupOther")}</ListSubheader>
          {OTHER_TYPES.map((k) => {
            const taken = kindOf(k)?.onePerRecord === true && props.present.includes(k);
            return (
              <MenuItem key={k} value={k} data-testid={`kind-${k}`} disabled={taken}>
                {taken ? t("modules.onlyOne", { kind: kindName(k) }) : kindName(k)}
              </MenuItem>
            );
          })}
          <ListSubheader>{t("modules.groupGrids")}</ListSubheader>
          {TABLES.map((k) => (
            <MenuItem key={k} value={k} data-testid={`kind-${k}`}>
              {kindName(k)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t("modules.title")}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MODULE_TITLE_MAX, "data-testid": "add-module-title" } }}
        />
        {choices && (
          <TextField
            size="small"
            label={t("modules.options")}
            helperText={t("modules.optionsHint")}
            value={options}
            error={optionList.length === 0}
            onChange={(e) => setOptions(e.target.value)}
            slotProps={{ htmlInput: { "data-testid": "add-module-options" } }}
          />
        )}
        {fromDefinition && (
          <TextField
            select
            size="small"
            label={t(FROM_WORDS[fromDefinition.kind].from)}
            value={definitionId}
            error={fromDefinition.needed && !definition}
            helperText={
              definitions.error
                ? t("modules.definitionsError", { message: definitions.error.message })
                : definitions.data?.length === 0
                  ? t(FROM_WORDS[fromDefinition.kind].none)
                  : undefined
            }
            onChange={(e) => setDefinitionId(e.target.value)}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { "data-testid": "add-module-definition" },
            }}
          >
            <option value="">{fromDefinition.needed ? t("modules.chooseDefinition") : t("modules.ownColumns")}</option>
            {(definitions.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </TextField>
        )}
        {fromDesign && (
          <TextField
            select
            size="small"
            label={t("modules.fromSpreadDesign")}
            value={designId}
            error={!design}
            helperText={
              designs.error
                ? t("modules.definitionsError", { message: designs.error.message })
                : designs.data?.length === 0
                  ? t("modules.noSpreadDesigns")
                  : undefined
            }
            onChange={(e) => setDesignId(e.target.value)}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { "data-testid": "add-module-design" },
            }}
          >
            <option value="">{t("modules.chooseSpreadDesign")}</option>
            {(designs.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={<Checkbox checked={required} onChange={(e) => setRequired(e.target.checked)} />}
          label={t("modules.required")}
        />
      </Stack>
    </SubmitModal>
  );
}
