import HelpOutlineIcon from "@mui/icons-material/HelpOutlined";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { HELP_GROUPS } from "../help-steps";

/** The help panel: the initialization guide in three groups of steps (spec §2). */
export function HelpPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t("help.title")}>
        <IconButton color="inherit" onClick={() => setOpen(true)} data-testid="help" aria-label={t("help.title")}>
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 320, p: 3 }} data-testid="help-panel">
          <Typography variant="h6" gutterBottom>
            {t("help.title")}
          </Typography>
          {HELP_GROUPS.map((group, g) => (
            <Box key={group.key} sx={{ mb: 2 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {g + 1}. {t(`help.groups.${group.key}`)}
              </Typography>
              <Box component="ol" sx={{ mt: 0.5, pl: 3 }}>
                {group.steps.map((step) => (
                  <li key={step.key}>
                    <Link component={RouterLink} to={step.to} onClick={() => setOpen(false)}>
                      {t(`help.steps.${step.key}`)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Drawer>
    </>
  );
}
