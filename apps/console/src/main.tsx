import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { wireTransport } from "./app/transport-wiring";
import i18n from "./i18n/i18n";

wireTransport();
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
