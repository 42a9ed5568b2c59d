import type { ComponentType } from "react";
import { ChangedField } from "../ChangedField";
import type { ModuleBodyProps } from "../module-props";
import type { FieldInputProps } from "./field-input";

/**
 * The family of single-value kinds (input, textarea, date, inputNumber, email, phone, radio,
 * checkbox, select, multiple): the value in fields.value, edited by the kind's own input; on a
 * rejected record, highlighted when the value changed since the rejected version.
 */
export function fieldModule(Input: ComponentType<FieldInputProps>) {
  return function FieldModule({ module, content, editable, onChange, since }: ModuleBodyProps) {
    const set = (next: unknown) => onChange({ ...content, fields: { ...content.fields, value: next } });
    return (
      <ChangedField since={since} field="value">
        <Input module={module} value={content.fields.value} set={set} disabled={!editable} testId={`field-${module.moduleId}`} />
      </ChangedField>
    );
  };
}
