import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { APP_VERSION } from "../../app/version";
import type { Me } from "../../transport/api-types";
import { majorMinor } from "../version";
import { Bell } from "./Bell";
import { GlobalSearch } from "./GlobalSearch";
import { HelpPanel } from "./HelpPanel";
import { ReleaseNotes } from "./ReleaseNotes";
import { TopMenu } from "./TopMenu";
import { UserActions } from "./UserActions";

/** The main header of spec §2. */
export function Header({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" elevation={1} data-testid="main-header" sx={{ displayPrint: "none" }}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <Typography
          component={Link}
          to="/"
          variant="h6"
          sx={{ color: "inherit", textDecoration: "none", whiteSpace: "nowrap", mr: 2 }}
          data-testid="home-link"
        >
          {t("app.name")}
        </Typography>
        <TopMenu />
        <GlobalSearch />
        <Bell />
        <HelpPanel />
        <ReleaseNotes me={me} />
        <Box component="span" sx={{ fontSize: 12, opacity: 0.8, whiteSpace: "nowrap" }} data-testid="version-label">
          V{majorMinor(APP_VERSION)}
        </Box>
        <UserActions me={me} />
      </Toolbar>
    </AppBar>
  );
}
