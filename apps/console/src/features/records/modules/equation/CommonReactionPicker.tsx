import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "../../i18n/catalogue";
import { commonReactionsQuery, type ReactionFormula } from "./reaction-calls";

/** The team's common reactions, found by name; the one picked starts this module's reaction (issue 16). */
export function CommonReactionPicker({ onPick, onClose }: { onPick: (formula: ReactionFormula) => void; onClose: () => void }) {
  const { t } = useTranslation("records");
  const [keyword, setKeyword] = useState("");
  const found = useQuery(commonReactionsQuery(keyword));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="common-reaction-picker">
      <DialogTitle>{t("reaction.commonTitle")}</DialogTitle>
      <DialogContent>
        <Box sx={{ color: "text.secondary", fontSize: 13, mb: 1 }}>{t("reaction.commonHint")}</Box>
        <TextField
          fullWidth
          size="small"
          autoFocus
          label={t("reaction.commonSearch")}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          slotProps={{ htmlInput: { "data-testid": "common-reaction-search" } }}
        />
        {found.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t("reaction.commonLoadFailed", { message: found.error.message })}
          </Alert>
        )}
        <List dense data-testid="common-reaction-list">
          {(found.data ?? []).map((formula) => (
            <ListItemButton
              key={formula.id}
              onClick={() => onPick(formula)}
              data-testid="common-reaction"
              data-name={formula.name}
            >
              <ListItemText primary={formula.name} secondary={formula.scheme} />
            </ListItemButton>
          ))}
          {found.data?.length === 0 && (
            <Box sx={{ color: "text.secondary", fontSize: 13, py: 2 }} data-testid="common-reaction-none">
              {t("reaction.commonEmpty")}
            </Box>
          )}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("reaction.commonClose")}</Button>
      </DialogActions>
    </Dialog>
  );
}
