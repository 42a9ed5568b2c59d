import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import "../i18n/catalogue";
import { PASSWORD_POLICY, passwordHints } from "../logic/member-form";

/** A password input with the policy's rules as hints, each ticked when met. */
export function PasswordField(props: {
  label: string;
  value: string;
  account: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation("team");
  return (
    <Stack spacing={0.5}>
      <TextField
        size="small"
        type="password"
        autoComplete="new-password"
        label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        error={Boolean(props.error)}
        helperText={props.error}
        data-testid={props.testId}
      />
      <Stack data-testid={`${props.testId}-hints`}>
        {passwordHints(props.value, props.account).map(({ hint, ok }) => (
          <Stack key={hint} direction="row" spacing={0.5} sx={{ alignItems: "center" }} data-ok={String(ok)}>
            {ok ? (
              <CheckCircle fontSize="inherit" color="success" />
            ) : (
              <RadioButtonUnchecked fontSize="inherit" color="disabled" />
            )}
            <Typography variant="caption" color={ok ? "success.main" : "text.secondary"}>
              {t(`member.hints.${hint}`, { min: PASSWORD_POLICY.minLength, classes: PASSWORD_POLICY.minClasses })}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
