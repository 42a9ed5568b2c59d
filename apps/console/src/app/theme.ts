import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
  palette: { primary: { main: "#1f5fa8" }, secondary: { main: "#2e8b57" } },
  typography: { fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif' },
});
