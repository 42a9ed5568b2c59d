import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";

export interface ShownDecision {
  readonly approved: boolean;
  /** The decision in words, with who and when as the queue says it. */
  readonly label: string;
  readonly comment?: string;
}

/**
 * The last cell of an approval queue's row (spec §4 Approval queues): approve and reject while the
 * row waits for me, then the decision taken; every queue (records, recalls, shares, exports,
 * publishing) shows it the same way. Test ids are `<testId>-approve`, `-reject` and `-decision`.
 */
export function DecisionCell(props: {
  pending: boolean;
  approveLabel: string;
  rejectLabel: string;
  onApprove: () => void;
  onReject: () => void;
  decision: ShownDecision | undefined;
  testId: string;
}) {
  const { decision, testId } = props;
  if (props.pending)
    return (
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" onClick={props.onApprove} data-testid={`${testId}-approve`}>
          {props.approveLabel}
        </Button>
        <Button size="small" color="error" variant="outlined" onClick={props.onReject} data-testid={`${testId}-reject`}>
          {props.rejectLabel}
        </Button>
      </Stack>
    );
  if (!decision) return "—";
  return (
    <Chip
      size="small"
      color={decision.approved ? "success" : "error"}
      label={decision.label}
      title={decision.comment || undefined}
      data-testid={`${testId}-decision`}
      data-approved={String(decision.approved)}
    />
  );
}
