import type { Sheet } from "@labledger/domain/module-kinds/spreadSheet/workbook";
import { SHEET_LIMITS } from "@labledger/events/catalogue/sheets-values";
import AddIcon from "@mui/icons-material/Add";
import MoreIcon from "@mui/icons-material/MoreVert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DebouncedButton } from "../DebouncedButton";

export interface SheetTabsProps {
  readonly sheets: readonly Sheet[];
  readonly activeSheetId: string;
  readonly onSelect: (sheetId: string) => void;
  /** Absent: read only. */
  readonly onAdd?: () => Promise<unknown>;
  readonly onRename?: (sheetId: string, name: string) => Promise<unknown>;
  readonly onDelete?: (sheetId: string) => Promise<unknown>;
}

/** The workbook's sheets as tabs; adding, renaming and deleting (after confirming) when editable. */
export function SheetTabs({ sheets, activeSheetId, onSelect, onAdd, onRename, onDelete }: SheetTabsProps) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const active = sheets.find((s) => s.sheetId === activeSheetId);
  return (
    <Stack direction="row" sx={{ alignItems: "center", borderTop: 1, borderColor: "divider", mt: 0.5 }}>
      <Tabs
        value={active ? activeSheetId : false}
        onChange={(_, sheetId: string) => onSelect(sheetId)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ minHeight: 36, "& .MuiTab-root": { minHeight: 36, textTransform: "none" } }}
      >
        {sheets.map((sheet) => (
          <Tab
            key={sheet.sheetId}
            value={sheet.sheetId}
            label={sheet.name}
            data-testid="sheet-tab"
            data-sheet-name={sheet.name}
          />
        ))}
      </Tabs>
      {onRename && onDelete && active && (
        <IconButton
          size="small"
          aria-label={t("sheetGrid.sheetActions")}
          onClick={(e) => setMenu(e.currentTarget)}
          data-testid="sheet-actions"
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      )}
      {onAdd && sheets.length < SHEET_LIMITS.sheets && (
        <IconButton size="small" aria-label={t("sheetGrid.addSheet")} onClick={() => void onAdd()} data-testid="sheet-add">
          <AddIcon fontSize="small" />
        </IconButton>
      )}
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setRenaming(active?.name ?? "");
          }}
          data-testid="sheet-rename"
        >
          {t("sheetGrid.renameSheet")}
        </MenuItem>
        <MenuItem
          disabled={sheets.length <= 1}
          onClick={() => {
            setMenu(null);
            setDeleting(true);
          }}
          data-testid="sheet-delete"
        >
          {sheets.length <= 1 ? t("sheetGrid.deleteLast") : t("sheetGrid.deleteSheet")}
        </MenuItem>
      </Menu>
      <Dialog open={renaming !== null} onClose={() => setRenaming(null)}>
        <DialogTitle>{t("sheetGrid.renameSheet")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            label={t("sheetGrid.sheetName")}
            value={renaming ?? ""}
            onChange={(e) => setRenaming(e.target.value)}
            slotProps={{ htmlInput: { maxLength: SHEET_LIMITS.sheetName, "data-testid": "sheet-name-input" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRenaming(null)}>{t("sheetGrid.cancel")}</Button>
          <DebouncedButton
            variant="contained"
            disabled={!renaming?.trim()}
            onClick={async () => {
              if (active && renaming?.trim()) await onRename?.(active.sheetId, renaming.trim());
              setRenaming(null);
            }}
            data-testid="sheet-rename-save"
          >
            {t("sheetGrid.rename")}
          </DebouncedButton>
        </DialogActions>
      </Dialog>
      <Dialog open={deleting} onClose={() => setDeleting(false)}>
        <DialogTitle>{t("sheetGrid.deleteSheet")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("sheetGrid.deleteConfirm", { name: active?.name ?? "" })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(false)}>{t("sheetGrid.cancel")}</Button>
          <DebouncedButton
            color="error"
            variant="contained"
            onClick={async () => {
              if (active) await onDelete?.(active.sheetId);
              setDeleting(false);
            }}
            data-testid="sheet-delete-confirm"
          >
            {t("sheetGrid.delete")}
          </DebouncedButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
