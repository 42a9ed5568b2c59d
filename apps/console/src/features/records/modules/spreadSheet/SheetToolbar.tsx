import { NUMBER_FORMATS } from "@labledger/domain/module-kinds/spreadSheet/number-format";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "../../../../ui/NativeSelect";
import "../../i18n/catalogue";
import type { SaveStatus } from "../../../../ui/spreadsheet/sheet-state";

export interface SheetToolbarProps {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onFormat: (format: string) => void;
  readonly onUnit: (unit: string) => void;
  readonly frozenRows: number;
  readonly onFrozenRows: (rows: number) => void;
  readonly status: SaveStatus;
  readonly calculating: boolean;
  /** Import/export buttons and others' chips. */
  readonly children?: ReactNode;
}

const STATUS_COLOR = { saved: "success", saving: "default", conflict: "warning", failed: "error" } as const;

/** Undo, redo, the number format and unit menu, the header rows kept in view, and whether it is saved. */
export function SheetToolbar(props: SheetToolbarProps) {
  const { t } = useTranslation("records");
  const [formatMenu, setFormatMenu] = useState<HTMLElement | null>(null);
  const [unit, setUnit] = useState("");
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1, flexWrap: "wrap", rowGap: 1 }}>
      <Tooltip title={t("sheet.undo")}>
        <span>
          <IconButton
            size="small"
            disabled={!props.canUndo}
            onClick={props.onUndo}
            aria-label={t("sheet.undo")}
            data-testid="sheet-undo"
          >
            <UndoIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t("sheet.redo")}>
        <span>
          <IconButton
            size="small"
            disabled={!props.canRedo}
            onClick={props.onRedo}
            aria-label={t("sheet.redo")}
            data-testid="sheet-redo"
          >
            <RedoIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Button size="small" variant="outlined" onClick={(e) => setFormatMenu(e.currentTarget)} data-testid="sheet-format">
        {t("sheet.format")}
      </Button>
      <Menu anchorEl={formatMenu} open={formatMenu !== null} onClose={() => setFormatMenu(null)}>
        {NUMBER_FORMATS.map((format) => (
          <MenuItem
            key={format}
            data-testid={`sheet-format-${format}`}
            onClick={() => {
              setFormatMenu(null);
              props.onFormat(format);
            }}
          >
            {t(`sheet.formats.${format}`)}
          </MenuItem>
        ))}
        <Stack direction="row" spacing={1} sx={{ px: 2, py: 1 }} onKeyDown={(e) => e.stopPropagation()}>
          <TextField
            size="small"
            label={t("sheet.unit")}
            placeholder={t("sheet.unitHint")}
            value={unit}
            onChange={(e) => setUnit(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 20, "data-testid": "sheet-unit-input" } }}
          />
          <Button
            size="small"
            onClick={() => {
              setFormatMenu(null);
              props.onUnit(unit);
            }}
            data-testid="sheet-unit-apply"
          >
            {t("sheet.applyUnit")}
          </Button>
        </Stack>
      </Menu>
      <NativeSelect
        label={t("sheet.frozenRows")}
        value={String(props.frozenRows)}
        onChange={(rows) => props.onFrozenRows(Number(rows))}
        options={Array.from({ length: SHEET_LIMITS.frozenRows + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
        testId="sheet-frozen-rows"
        minWidth={110}
      />
      {props.children}
      <Stack direction="row" spacing={1} sx={{ ml: "auto" }}>
        {props.calculating && <Chip size="small" variant="outlined" label={t("sheet.status.engine")} />}
        <Chip
          size="small"
          color={STATUS_COLOR[props.status]}
          variant="outlined"
          label={t(`sheet.status.${props.status}`)}
          data-testid="sheet-status"
          data-status={props.status}
        />
      </Stack>
    </Stack>
  );
}
