import { enUS, zhCN } from "@mui/material/locale";
import { createTheme, type Theme } from "@mui/material/styles";

const base = {
  palette: { primary: { main: "#1f5fa8" }, secondary: { main: "#2e8b57" } },
  typography: {
    fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif',
    // Buttons read as written ("Save", "保存"), not in capitals.
    button: { textTransform: "none" as const },
  },
};

/** MUI's own words (pagination, "Open", "No options"…) follow the console's language. */
const THEMES: Record<"zh-CN" | "en", Theme> = {
  "zh-CN": createTheme(base, zhCN),
  en: createTheme(base, enUS),
};

export const themeFor = (language: string): Theme => THEMES[language === "en" ? "en" : "zh-CN"];
