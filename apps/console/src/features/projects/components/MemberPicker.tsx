import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { membersQuery } from "../api/members";
import type { MemberRow } from "../api/types";

const label = (m: MemberRow) => (m.realName ? `${m.realName} (${m.account})` : m.account);

/** Picks one member of the organisation. */
export function MemberPicker(props: {
  readonly label: string;
  readonly value: string | null;
  readonly onChange: (id: string | null) => void;
  readonly testId: string;
  readonly exclude?: readonly string[];
}) {
  const members = (useQuery(membersQuery).data?.rows ?? []).filter((m) => m.active !== false);
  const options = members.filter((m) => !props.exclude?.includes(m.id) || m.id === props.value);
  return (
    <Autocomplete
      options={options}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={members.find((m) => m.id === props.value) ?? null}
      onChange={(_e, m) => props.onChange(m?.id ?? null)}
      renderInput={(params) => <TextField {...params} margin="dense" label={props.label} />}
      data-testid={props.testId}
    />
  );
}

/** Picks several members. */
export function MembersPicker(props: {
  readonly label: string;
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly testId: string;
}) {
  const members = (useQuery(membersQuery).data?.rows ?? []).filter((m) => m.active !== false);
  return (
    <Autocomplete
      multiple
      options={members}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={members.filter((m) => props.value.includes(m.id))}
      onChange={(_e, picked) => props.onChange(picked.map((m) => m.id))}
      renderInput={(params) => <TextField {...params} margin="dense" label={props.label} />}
      data-testid={props.testId}
    />
  );
}
