import type { RecordModule } from "../../model/types";

/** What a single-value kind's input gets: the module (its options are its columns) and its value. */
export interface FieldInputProps {
  readonly module: RecordModule;
  readonly value: unknown;
  readonly set: (next: unknown) => void;
  readonly disabled: boolean;
  readonly testId: string;
}
