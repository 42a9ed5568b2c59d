import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitModal } from "../../../ui/SubmitModal";
import { showToast } from "../../../ui/toast-store";
import "../i18n/catalogue";
import {
  createDepartment,
  createMember,
  type MemberChanges,
  resetPassword,
  setMemberRoles,
  teamKeys,
  updateMember,
} from "../api/team-api";
import type { Department, Member, Role } from "../api/types";
import { flattenTree } from "../logic/department-tree";
import { memberChanges, passwordHints, validateContact, validateNewMember, validateRealName } from "../logic/member-form";
import { SelectField, SwitchField } from "./fields";
import { PasswordField } from "./PasswordField";

/** Refreshes what a member change shows: the list, the departments' headers, the session's rights. */
function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.members }),
      queryClient.invalidateQueries({ queryKey: teamKeys.departments }),
      queryClient.invalidateQueries({ queryKey: ["permissions"] }),
    ]);
  };
}

const departmentOptions = (departments: readonly Department[], empty?: string) => [
  ...(empty ? [{ value: "", label: empty }] : []),
  ...flattenTree(departments).map(({ department, depth }) => ({
    value: department.id,
    label: `${"\u3000".repeat(depth)}${department.name}`,
  })),
];

class Invalid extends Error {}

/** Language names are written in their own language. */
const LANGUAGE_OPTIONS = [
  { value: "zh-CN", label: "简体中文" },
  { value: "en", label: "English" },
];

function ContactFields(props: {
  mobile: string;
  areaCode: string;
  onChange: (changes: { mobile?: string; areaCode?: string }) => void;
  error: (field: "mobile" | "areaCode") => string | undefined;
  testId: string;
}) {
  const { t } = useTranslation("team");
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        size="small"
        label={t("member.fields.areaCode")}
        value={props.areaCode}
        onChange={(e) => props.onChange({ areaCode: e.target.value })}
        error={Boolean(props.error("areaCode"))}
        helperText={props.error("areaCode")}
        data-testid={`${props.testId}-areaCode`}
        sx={{ width: 120 }}
      />
      <TextField
        size="small"
        label={t("member.fields.mobile")}
        value={props.mobile}
        onChange={(e) => props.onChange({ mobile: e.target.value })}
        error={Boolean(props.error("mobile"))}
        helperText={props.error("mobile")}
        data-testid={`${props.testId}-mobile`}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

export function CreateDepartmentDialog({ departments, onClose }: { departments: readonly Department[]; onClose: () => void }) {
  const { t } = useTranslation("team");
  const refresh = useRefresh();
  const [name, setName] = useState("");
  const [parentId, setParentId] = useState("");
  const [touched, setTouched] = useState(false);
  const nameError = !name.trim() ? "required" : name.trim().length > 100 ? "tooLong" : undefined;
  const submit = async () => {
    setTouched(true);
    if (nameError) throw new Invalid();
    await createDepartment({ name: name.trim(), parentId: parentId || null });
    await refresh();
  };
  return (
    <SubmitModal open title={t("member.createDepartment")} onClose={onClose} onSubmit={submit} testId="department-dialog">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          size="small"
          label={t("member.fields.departmentName")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={touched && Boolean(nameError)}
          helperText={touched && nameError ? t(`errors.${nameError}`, { max: 100 }) : undefined}
          data-testid="department-name"
        />
        <SelectField
          label={t("member.fields.parentDepartment")}
          value={parentId}
          onChange={setParentId}
          options={departmentOptions(
            departments.filter((d) => !d.isTrial),
            t("member.noParent"),
          )}
          testId="department-parent"
        />
      </Stack>
    </SubmitModal>
  );
}

export function CreateMemberDialog(props: {
  departments: readonly Department[];
  initialDepartmentId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("team");
  const refresh = useRefresh();
  const firstTeamDepartment = flattenTree(props.departments).find((n) => !n.department.isTrial)?.department.id ?? "";
  const [form, setForm] = useState({
    account: "",
    realName: "",
    password: "",
    departmentId: props.initialDepartmentId || firstTeamDepartment,
    language: "zh-CN" as "zh-CN" | "en",
    mobile: "",
    areaCode: "",
  });
  const [touched, setTouched] = useState(false);
  const errors = { ...validateNewMember(form), ...validateContact(form.mobile, form.areaCode) };
  const error = (field: keyof typeof errors) =>
    touched && errors[field]
      ? t(`errors.${errors[field]}`, { max: field === "mobile" ? 30 : field === "areaCode" ? 10 : 50 })
      : undefined;
  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) throw new Invalid();
    const { mobile, areaCode, ...rest } = form;
    await createMember({
      ...rest,
      account: form.account.trim(),
      realName: form.realName.trim(),
      ...(mobile.trim() ? { mobile: mobile.trim() } : {}),
      ...(areaCode.trim() ? { areaCode: areaCode.trim() } : {}),
    });
    await refresh();
    showToast(t("member.created", { account: form.account.trim() }), "success");
  };
  return (
    <SubmitModal open title={t("member.create")} onClose={props.onClose} onSubmit={submit} testId="member-dialog">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          size="small"
          label={t("member.fields.account")}
          value={form.account}
          onChange={(e) => setForm({ ...form, account: e.target.value })}
          error={Boolean(error("account"))}
          helperText={error("account") ?? t("member.accountHint")}
          autoComplete="off"
          data-testid="member-account"
        />
        <TextField
          size="small"
          label={t("member.fields.realName")}
          value={form.realName}
          onChange={(e) => setForm({ ...form, realName: e.target.value })}
          error={Boolean(error("realName"))}
          helperText={error("realName")}
          data-testid="member-realName"
        />
        <PasswordField
          label={t("member.fields.password")}
          value={form.password}
          account={form.account}
          onChange={(password) => setForm({ ...form, password })}
          error={error("password")}
          testId="member-password"
        />
        <SelectField
          label={t("member.fields.department")}
          value={form.departmentId}
          onChange={(departmentId) => setForm({ ...form, departmentId })}
          options={departmentOptions(props.departments, form.departmentId ? undefined : "—")}
          error={error("departmentId")}
          testId="member-department"
        />
        <SelectField
          label={t("member.fields.language")}
          value={form.language}
          onChange={(language) => setForm({ ...form, language: language as "zh-CN" | "en" })}
          options={LANGUAGE_OPTIONS}
          testId="member-language"
        />
        <ContactFields
          mobile={form.mobile}
          areaCode={form.areaCode}
          onChange={(changes) => setForm({ ...form, ...changes })}
          error={error}
          testId="member"
        />
      </Stack>
    </SubmitModal>
  );
}

export function EditMemberDialog(props: {
  member: Member;
  departments: readonly Department[];
  canGrantAdmin: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("team");
  const refresh = useRefresh();
  const { member } = props;
  const before = {
    realName: member.realName,
    departmentId: member.departmentId ?? "",
    isDepartmentHeader: member.isDepartmentHeader,
    isOrganisationAdmin: member.isOrganisationAdmin,
    language: member.language,
    mobile: member.mobile,
    areaCode: member.areaCode,
  };
  const [form, setForm] = useState(before);
  const [touched, setTouched] = useState(false);
  const nameError = validateRealName(form.realName);
  const contactErrors = validateContact(form.mobile, form.areaCode);
  const contactError = (field: "mobile" | "areaCode") =>
    touched && contactErrors[field] ? t(`errors.${contactErrors[field]}`, { max: field === "mobile" ? 30 : 10 }) : undefined;
  const submit = async () => {
    setTouched(true);
    if (nameError || !form.departmentId || Object.keys(contactErrors).length > 0) throw new Invalid();
    // Only organisation administrators give or take the administrator flag.
    const next = props.canGrantAdmin ? form : { ...form, isOrganisationAdmin: before.isOrganisationAdmin };
    const changes: MemberChanges = memberChanges(before, next);
    if (Object.keys(changes).length === 0) return;
    await updateMember(member.id, changes);
    await refresh();
  };
  return (
    <SubmitModal
      open
      title={t("member.editTitle", { account: member.account })}
      onClose={props.onClose}
      onSubmit={submit}
      testId="member-edit-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField size="small" label={t("member.fields.account")} value={member.account} disabled />
        <TextField
          size="small"
          label={t("member.fields.realName")}
          value={form.realName}
          onChange={(e) => setForm({ ...form, realName: e.target.value })}
          error={touched && Boolean(nameError)}
          helperText={touched && nameError ? t(`errors.${nameError}`, { max: 50 }) : undefined}
          data-testid="member-edit-realName"
        />
        <SelectField
          label={t("member.fields.department")}
          value={form.departmentId}
          onChange={(departmentId) => setForm({ ...form, departmentId })}
          options={departmentOptions(props.departments, form.departmentId ? undefined : "—")}
          testId="member-edit-department"
        />
        <SelectField
          label={t("member.fields.language")}
          value={form.language}
          onChange={(language) => setForm({ ...form, language: language as "zh-CN" | "en" })}
          options={LANGUAGE_OPTIONS}
          testId="member-edit-language"
        />
        <ContactFields
          mobile={form.mobile}
          areaCode={form.areaCode}
          onChange={(changes) => setForm({ ...form, ...changes })}
          error={contactError}
          testId="member-edit"
        />
        <SwitchField
          label={t("member.fields.isDepartmentHeader")}
          checked={form.isDepartmentHeader}
          onChange={(isDepartmentHeader) => setForm({ ...form, isDepartmentHeader })}
          testId="member-edit-header"
        />
        {props.canGrantAdmin && (
          <SwitchField
            label={t("member.fields.isOrganisationAdmin")}
            checked={form.isOrganisationAdmin}
            onChange={(isOrganisationAdmin) => setForm({ ...form, isOrganisationAdmin })}
            testId="member-edit-admin"
          />
        )}
      </Stack>
    </SubmitModal>
  );
}

/** Deactivation keeps the member's history (nothing is deleted); reactivation lets them log in again. */
export function MemberStatusDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation("team");
  const refresh = useRefresh();
  const submit = async () => {
    await updateMember(member.id, { active: !member.active });
    await refresh();
  };
  return (
    <SubmitModal
      open
      title={t(member.active ? "member.deactivate" : "member.reactivate")}
      onClose={onClose}
      onSubmit={submit}
      testId="member-status-dialog"
    >
      <Typography>
        {t(member.active ? "member.confirmDeactivate" : "member.confirmReactivate", {
          name: `${member.realName} (${member.account})`,
        })}
      </Typography>
    </SubmitModal>
  );
}

export function ResetPasswordDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation("team");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const ok = passwordHints(password, member.account).every((h) => h.ok);
  const submit = async () => {
    setTouched(true);
    if (!ok) throw new Invalid();
    await resetPassword(member.id, password);
    showToast(t("member.passwordReset"), "success");
  };
  return (
    <SubmitModal
      open
      title={t("member.resetPasswordTitle", { account: member.account })}
      onClose={onClose}
      onSubmit={submit}
      testId="member-password-dialog"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t("member.resetPasswordHint")}
        </Typography>
        <PasswordField
          label={t("member.fields.newPassword")}
          value={password}
          account={member.account}
          onChange={setPassword}
          error={touched && !ok ? t("errors.password") : undefined}
          testId="member-new-password"
        />
      </Stack>
    </SubmitModal>
  );
}

/** PUT /members/{id}/roles: the custom roles the member holds (built-in ones follow from the header flag). */
export function RolesDialog({ member, roles, onClose }: { member: Member; roles: readonly Role[]; onClose: () => void }) {
  const { t } = useTranslation("team");
  const refresh = useRefresh();
  const existing = new Set(roles.map((r) => r.id));
  const [chosen, setChosen] = useState<string[]>(member.roleIds.filter((id) => existing.has(id)));
  const submit = async () => {
    await setMemberRoles(member.id, chosen);
    await refresh();
  };
  return (
    <SubmitModal
      open
      title={t("member.assignRolesTitle", { account: member.account })}
      onClose={onClose}
      onSubmit={submit}
      testId="member-roles-dialog"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("member.rolesHint")}
      </Typography>
      {roles.length === 0 ? (
        <Typography color="text.secondary">{t("member.noCustomRoles")}</Typography>
      ) : (
        <FormGroup>
          {roles.map((role) => (
            <FormControlLabel
              key={role.id}
              data-testid={`member-role-${role.id}`}
              control={
                <Checkbox
                  checked={chosen.includes(role.id)}
                  onChange={(_e, checked) => setChosen((c) => (checked ? [...c, role.id] : c.filter((id) => id !== role.id)))}
                />
              }
              label={role.name}
            />
          ))}
        </FormGroup>
      )}
    </SubmitModal>
  );
}
