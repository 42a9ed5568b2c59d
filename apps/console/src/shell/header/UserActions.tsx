import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import LogoutIcon from "@mui/icons-material/Logout";
import TranslateIcon from "@mui/icons-material/Translate";
import Avatar from "@mui/material/Avatar";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { Me } from "../../transport/api-types";
import { lockScreen, logout } from "../../transport/auth-calls";
import { clearSession } from "../../transport/session-store";
import { setScreenLocked } from "../lock/lock-store";
import { isChatApp } from "../version";
import { LanguageDialog } from "./LanguageDialog";

/** Avatar (user centre), language, screen lock and logout. */
export function UserActions({ me }: { me: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [languageOpen, setLanguageOpen] = useState(false);
  const lock = () => {
    setScreenLocked(true);
    lockScreen().catch(() => undefined);
  };
  const signOut = async () => {
    await logout().catch(() => undefined);
    clearSession();
    navigate("/login", { replace: true });
  };
  return (
    <>
      <Tooltip title={t("header.userCentre")}>
        <IconButton component={Link} to="/userCentre" data-testid="avatar" aria-label={t("header.userCentre")}>
          <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: "secondary.main" }}>{[...me.realName][0] ?? "?"}</Avatar>
        </IconButton>
      </Tooltip>
      <Tooltip title={t("language.title")}>
        <IconButton color="inherit" onClick={() => setLanguageOpen(true)} data-testid="language" aria-label={t("language.title")}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t("lock.lockNow")}>
        <IconButton color="inherit" onClick={lock} data-testid="lock" aria-label={t("lock.lockNow")}>
          <LockOutlinedIcon />
        </IconButton>
      </Tooltip>
      {!isChatApp(navigator.userAgent) && (
        <Tooltip title={t("header.logout")}>
          <IconButton color="inherit" onClick={signOut} data-testid="logout" aria-label={t("header.logout")}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      )}
      {languageOpen && <LanguageDialog open onClose={() => setLanguageOpen(false)} />}
    </>
  );
}
