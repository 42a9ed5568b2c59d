import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Paper from "@mui/material/Paper";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { type SideMenuName, sideMenuOf } from "./section";
import { SIDE_MENUS } from "./side-menus";

/** The side menu of the current section (home, record, resource, team, datamining or doe). */
export function SideMenu() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const menu: SideMenuName | undefined = sideMenuOf(pathname);
  if (!menu) return null;
  return (
    <Paper
      component="aside"
      square
      variant="outlined"
      sx={{ width: 220, flexShrink: 0, displayPrint: "none", borderTop: 0, borderBottom: 0 }}
      data-testid={`side-menu-${menu}`}
    >
      <List dense>
        {SIDE_MENUS[menu].map((group, g) => (
          <Fragment key={group.key ?? g}>
            {group.key && <ListSubheader>{t(`sideMenu.groups.${group.key}`)}</ListSubheader>}
            {group.items.map((item) => (
              <ListItemButton
                key={item.key}
                component={Link}
                to={item.to}
                selected={`${pathname}${search}` === item.to}
                data-testid={`side-${item.key}`}
              >
                <ListItemText primary={t(`sideMenu.items.${item.key}`)} />
              </ListItemButton>
            ))}
          </Fragment>
        ))}
      </List>
    </Paper>
  );
}
