import Button, { type ButtonProps } from "@mui/material/Button";
import { useEffect, useMemo, useRef, useState } from "react";
import { BUTTON_DEBOUNCE_MS, BUTTON_LOADING_RESET_MS } from "../app/constants";
import { leadingDebounce } from "./leading-debounce";

export interface DebouncedButtonProps extends Omit<ButtonProps, "onClick"> {
  /** The button shows loading until this settles, or for at most 5 s (spec §4). */
  readonly onClick: () => unknown;
}

/** Spec §4/§9: 400 ms leading debounce; loading until the callback is done or 5 s pass. */
export function DebouncedButton({ onClick, disabled, ...props }: DebouncedButtonProps) {
  const [loading, setLoading] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onClick);
  latest.current = onClick;
  useEffect(() => () => clearTimeout(reset.current), []);
  const click = useMemo(
    () =>
      leadingDebounce(() => {
        setLoading(true);
        clearTimeout(reset.current);
        reset.current = setTimeout(() => setLoading(false), BUTTON_LOADING_RESET_MS);
        Promise.resolve()
          .then(() => latest.current())
          .catch(() => undefined)
          .finally(() => {
            clearTimeout(reset.current);
            setLoading(false);
          });
      }, BUTTON_DEBOUNCE_MS),
    [],
  );
  return <Button {...props} loading={loading} disabled={disabled} onClick={() => click()} />;
}
