import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedButton } from "../../../ui/DebouncedButton";
import "../i18n/catalogue";
import { kindInWords, useHistoryWords } from "../../../ui/history-words";
import type { ModuleContent, RecordModule } from "../model/types";
import { ModuleBody } from "../modules/ModuleBody";
import type { ChangedSince } from "../modules/module-props";
import { Manifestations } from "./Lifecycle";

export interface ModuleCardProps {
  readonly recordId: string;
  readonly module: RecordModule;
  readonly content: ModuleContent;
  readonly editable: boolean;
  readonly dirty: boolean;
  readonly conflict?: string;
  readonly incomplete?: readonly string[];
  readonly showEditButton: boolean;
  readonly onChange: (content: ModuleContent) => void;
  readonly onCommit?: (content: ModuleContent) => void;
  readonly onEnableEdit: () => Promise<unknown>;
  readonly onReload: () => void;
  readonly onServerChange: () => void;
  readonly actions?: ReactNode;
  /** Changed since the rejected version (compare API): highlighted. */
  readonly changed?: boolean;
  /** What changed in it since the rejected version, item by item (a rejected record only). */
  readonly since?: ChangedSince;
  /** The record's changes need a reason: modules that save on their own (the spreadsheet) ask it. */
  readonly needsReason?: boolean;
}

export function ModuleCard(props: ModuleCardProps) {
  const { t } = useTranslation("records");
  const say = useHistoryWords();
  const { module, incomplete } = props;
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        borderColor: incomplete ? "error.main" : props.changed ? "warning.main" : undefined,
        borderWidth: incomplete || props.changed ? 2 : 1,
        bgcolor: props.changed ? "rgba(255, 193, 7, 0.08)" : undefined,
      }}
      data-testid={`module-${module.moduleId}`}
      data-module-title={module.title}
      data-incomplete={incomplete ? "true" : undefined}
      data-editable={props.editable ? "true" : "false"}
      data-changed={props.changed ? "true" : undefined}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: "center" }}>
        <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
          {module.title}
          {module.required && (
            <Typography component="span" color="error">
              {" *"}
            </Typography>
          )}
        </Typography>
        <Chip size="small" label={kindInWords(module.type, module.subType, say)} />
        {props.dirty && <Chip size="small" color="warning" label={t("editor.unsaved")} data-testid="module-dirty" />}
        {module.isCheck && <Chip size="small" label={t("editor.signed")} />}
        {!props.editable && !props.showEditButton && <Chip size="small" variant="outlined" label={t("editor.readOnly")} />}
        {props.showEditButton && (
          <DebouncedButton size="small" variant="outlined" onClick={props.onEnableEdit} data-testid="module-edit-button">
            {t("editor.enableEdit")}
          </DebouncedButton>
        )}
        {props.changed && <Chip size="small" color="warning" label={t("rejection.changed")} data-testid="module-changed" />}
        {props.actions}
      </Stack>
      <Manifestations signatures={module.signatures ?? []} />
      {props.conflict && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          data-testid="module-conflict"
          action={
            <Button color="inherit" size="small" onClick={props.onReload} data-testid="module-reload">
              {t("editor.reload")}
            </Button>
          }
        >
          {props.conflict}
        </Alert>
      )}
      <ModuleBody
        recordId={props.recordId}
        module={module}
        content={props.content}
        editable={props.editable}
        onChange={props.onChange}
        onCommit={props.onCommit}
        incompleteRows={incomplete ?? []}
        onServerChange={props.onServerChange}
        since={props.since}
        needsReason={props.needsReason}
      />
    </Paper>
  );
}
