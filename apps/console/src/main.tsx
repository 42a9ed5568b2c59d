import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import en from "./i18n/en.json";
import zhCN from "./i18n/zh-CN.json";

// Placeholder until the console-shell issue brings the real shell (MUI, router, i18next).
const messages = navigator.language.toLowerCase().startsWith("zh") || !navigator.language.startsWith("en") ? zhCN : en;
const t = messages.placeholder;

interface Health {
  mode: string;
  position: number;
}

function Placeholder() {
  const [health, setHealth] = useState<Health | "unreachable">();
  useEffect(() => {
    fetch("/api/health")
      .then((r) => r.json())
      .then((body) => setHealth(body.response))
      .catch(() => setHealth("unreachable"));
  }, []);
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 640, margin: "10vh auto", padding: 24 }}>
      <h1>{t.title}</h1>
      <p>{t.subtitle}</p>
      {health === "unreachable" && <p role="alert">{t.unreachable}</p>}
      {health && health !== "unreachable" && (
        <dl>
          <dt>{t.mode}</dt>
          <dd data-testid="mode">{health.mode}</dd>
          <dt>{t.position}</dt>
          <dd data-testid="position">{health.position}</dd>
        </dl>
      )}
      <a href="/api/openapi.json">{t.api}</a>
    </main>
  );
}

document.documentElement.lang = messages === zhCN ? "zh-CN" : "en";
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
