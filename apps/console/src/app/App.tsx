import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { ToastHost } from "../ui/ToastHost";
import { queryClient } from "./query-client";
import { router } from "./router";
import { theme } from "./theme";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
        <ToastHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
