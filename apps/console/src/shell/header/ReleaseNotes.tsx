import NewReleasesOutlinedIcon from "@mui/icons-material/NewReleasesOutlined";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { APP_VERSION } from "../../app/version";
import type { Me } from "../../transport/api-types";
import { markReleaseNotesSeen } from "../../transport/auth-calls";
import { meQuery } from "../../transport/queries";
import { releaseNotesDue } from "../version";

export const RELEASE_NOTE_ITEMS = ["shell", "language", "lock", "watermark", "bell"] as const;

/** The release-note panel: opens by itself once per version per user, and from the header. */
export function ReleaseNotes({ me }: { me: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(false);
  const [opened, setOpened] = useState(false);
  const due = !dismissed && releaseNotesDue(APP_VERSION, me.settings?.releaseNotesSeen);
  const close = () => {
    setOpened(false);
    if (!due) return;
    setDismissed(true);
    queryClient.setQueryData(meQuery.queryKey, (old) =>
      old ? { ...old, settings: { ...old.settings, releaseNotesSeen: [...old.settings.releaseNotesSeen, APP_VERSION] } } : old,
    );
    markReleaseNotesSeen(APP_VERSION).catch(() => undefined);
  };
  return (
    <>
      <Tooltip title={t("releaseNotes.open")}>
        <IconButton
          color="inherit"
          onClick={() => setOpened(true)}
          data-testid="release-notes"
          aria-label={t("releaseNotes.open")}
        >
          <NewReleasesOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={due || opened} onClose={close} data-testid="release-notes-dialog">
        <DialogTitle>{t("releaseNotes.title", { version: APP_VERSION })}</DialogTitle>
        <DialogContent>
          <ul>
            {RELEASE_NOTE_ITEMS.map((item) => (
              <li key={item}>{t(`releaseNotes.items.${item}`)}</li>
            ))}
          </ul>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close} data-testid="release-notes-close">
            {t("releaseNotes.close")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
