import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { isLanguage, rememberLanguage } from "../i18n/language";
import { Header } from "../shell/header/Header";
import { LockScreen } from "../shell/lock/LockScreen";
import { setScreenLocked, useScreenLocked } from "../shell/lock/lock-store";
import { useIdleLock } from "../shell/lock/use-idle-lock";
import { SideMenu } from "../shell/SideMenu";
import { Watermark } from "../shell/watermark/Watermark";
import { meQuery } from "../transport/queries";
import { onSessionChange, readSession } from "../transport/session-store";
import { Loading } from "./Loading";
import { RouteGate } from "./RouteGate";
import { changePasswordPath, loginPath } from "./redirect";
import { useRouteHandle } from "./route-handle";

/** Who is logged in (the token itself is in an HttpOnly cookie the page cannot read). */
const sessionUser = () => readSession()?.userId;

/** Every page behind the login: session check, language, header, side menu, lock, watermark. */
export function ShellLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const userId = useSyncExternalStore(onSessionChange, sessionUser);
  const me = useQuery({ ...meQuery, enabled: userId !== undefined });
  const locked = useScreenLocked();
  const handle = useRouteHandle();
  useIdleLock();

  const language = me.data?.settings?.language ?? me.data?.language;
  useEffect(() => {
    if (isLanguage(language) && language !== i18n.language) {
      rememberLanguage(language);
      void i18n.changeLanguage(language);
    }
  }, [language, i18n]);
  useEffect(() => {
    if (me.data?.locked) setScreenLocked(true);
  }, [me.data?.locked]);

  if (!userId) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  if (me.isPending) return <Loading />;
  if (me.isError)
    return (
      <Alert severity="error" sx={{ m: 4 }} action={<Button onClick={() => me.refetch()}>{t("common.retry")}</Button>}>
        {me.error.message}
      </Alert>
    );

  if (me.data.mustChangePassword) return <Navigate to={changePasswordPath(`${location.pathname}${location.search}`)} replace />;

  const showHeader = !handle?.hideHeader;
  return (
    <>
      {/* While locked the page stays mounted (drafts kept) but is hidden: not shown, not read, not focusable. */}
      <Box
        sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", visibility: locked ? "hidden" : "visible" }}
        inert={locked}
        data-testid="shell"
      >
        {showHeader && <Header me={me.data} />}
        <Box sx={{ display: "flex", flex: 1, minHeight: 0 }}>
          {showHeader && <SideMenu />}
          <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
            <RouteGate me={me.data} />
          </Box>
        </Box>
        <Watermark me={me.data} />
      </Box>
      {locked && <LockScreen me={me.data} />}
    </>
  );
}
