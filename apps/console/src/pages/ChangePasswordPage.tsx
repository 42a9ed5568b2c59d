import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { safeRedirect } from "../app/redirect";
import { readSession } from "../transport/session-store";
import { PasswordChangeForm } from "../ui/PasswordChangeForm";

/**
 * 21 CFR 11.300: a password an administrator chose, or one past its age, is replaced before the
 * member does anything else; then the console goes where the member was heading.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  if (!readSession()) return <Navigate to="/login" replace />;
  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center", bgcolor: "grey.100" }}>
      <Paper sx={{ p: 4, width: 400 }} data-testid="change-password-page">
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t("password.mustChangeTitle")}
          </Typography>
          <Alert severity="info">{t("password.mustChangeBody")}</Alert>
          <PasswordChangeForm
            onChanged={async () => {
              queryClient.clear();
              navigate(safeRedirect(params.get("redirect")), { replace: true });
            }}
          />
        </Stack>
      </Paper>
    </Box>
  );
}
