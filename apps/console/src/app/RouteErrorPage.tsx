import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { PageFrame } from "../pages/PageFrame";
import { isChunkLoadError, reloadOnceAfterChunkError } from "./chunk-reload";

/** A page that failed to load: a missing chunk reloads the address once (spec §2), else the error shows. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    const started = reloadOnceAfterChunkError(error, window.location.href, {
      storage: sessionStorage,
      reload: (target) => (target === window.location.href ? window.location.reload() : window.location.assign(target)),
    });
    setReloading(started);
  }, [error]);
  if (reloading) return <PageFrame title={t("routeError.reloading")} testId="route-reloading" />;
  return (
    <PageFrame title={t("routeError.title")} testId="route-error">
      <Typography>{isChunkLoadError(error) ? t("routeError.chunk") : t("routeError.body")}</Typography>
    </PageFrame>
  );
}
