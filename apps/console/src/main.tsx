import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { queryClient } from "./app/query-client";
import { wireTransport } from "./app/transport-wiring";
import i18n from "./i18n/i18n";
import { meQuery, otherSettingsQuery, permissionsQuery } from "./transport/queries";
import { readSession } from "./transport/session-store";

wireTransport();
// On a first load with a session, the server time, the profile and the rights are asked for now, while the
// page's code still loads and renders, instead of one after the other once the shell has mounted.
if (readSession()) {
  void queryClient.prefetchQuery(meQuery);
  void queryClient.prefetchQuery(permissionsQuery);
  void queryClient.prefetchQuery(otherSettingsQuery);
}
document.documentElement.lang = i18n.language;
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t("app.name");
});
document.title = i18n.t("app.name");

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
