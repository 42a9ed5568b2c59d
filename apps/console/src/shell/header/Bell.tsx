import NotificationsIcon from "@mui/icons-material/Notifications";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { messageCountsQuery } from "../../transport/queries";
import { BELL_LINKS, totalCount } from "../bell-links";

/** The to-do bell: the seven counts of spec §2, each linking to its page. */
export function Bell() {
  const { t } = useTranslation();
  const { data: counts } = useQuery(messageCountsQuery);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t("bell.title")}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} data-testid="bell" aria-label={t("bell.title")}>
          <Badge badgeContent={totalCount(counts)} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} data-testid="bell-menu">
        {BELL_LINKS.map((link) => (
          <MenuItem key={link.key} component={Link} to={link.to} onClick={() => setAnchor(null)} data-testid={`bell-${link.key}`}>
            <ListItemText primary={t(`bell.${link.key}`)} />
            <Badge badgeContent={String(counts?.[link.key] ?? 0)} color="primary" sx={{ ml: 3, mr: 1 }} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
