import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import { ToastHost } from "../ui/ToastHost";
import { queryClient } from "./query-client";
import { router } from "./router";
import { themeFor } from "./theme";

export function App() {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themeFor(i18n.language)}>
        <CssBaseline />
        <RouterProvider router={router} />
        <ToastHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
