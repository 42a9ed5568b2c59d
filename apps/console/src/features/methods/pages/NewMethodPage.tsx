import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import "../i18n/catalogue";
import { PageFrame } from "../../../pages/PageFrame";
import { showToast } from "../../../ui/toast-store";
import { createMethod, METHODS_KEY } from "../api/method-calls";
import { MethodFormFields } from "../components/MethodFormFields";
import { bodyOfMethod, EMPTY_METHOD, type MethodForm, methodFormProblems } from "../logic/method-form";

/** /resource/expMethod/new: drafting a method; it opens on its own page once created. */
export default function NewMethodPage() {
  const { t } = useTranslation("methods");
  const { t: shell } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form, setForm] = useState<MethodForm>(EMPTY_METHOD);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const needs = methodFormProblems(form);
  const create = async () => {
    setBusy(true);
    setProblem("");
    try {
      const created = await createMethod(bodyOfMethod(form));
      await client.invalidateQueries({ queryKey: METHODS_KEY });
      showToast(t("form.created", { number: created.number }), "success");
      await navigate(`/resource/detailMethod/${encodeURIComponent(created.id)}`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageFrame title={shell("pages.resourceExpMethodNew")} testId="new-method-page">
      <MethodFormFields form={form} onChange={setForm} />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="method-problem">
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: "center" }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} data-testid="method-needs">
          {needs.map((n) => t(n.key, { row: n.row })).join(" ")}
        </Typography>
        <Button component={RouterLink} to="/resource/commonList/method" disabled={busy}>
          {t("form.cancel")}
        </Button>
        <Button variant="contained" disabled={busy || needs.length > 0} onClick={() => void create()} data-testid="create-method">
          {t("form.create")}
        </Button>
      </Stack>
    </PageFrame>
  );
}
