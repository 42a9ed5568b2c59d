import { Fragment } from "react";

/** A gross formula as Indigo writes it ("C9 H8 O4") with its counts as subscripts: C₉H₈O₄. */
export function Formula({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\s+/)
        .filter(Boolean)
        .map((part, i) => {
          const [, element, count] = /^([^\d]*)(\d*)$/.exec(part) ?? [part, part, ""];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a formula's parts have no identity but their place
            <Fragment key={i}>
              {element}
              {count && <sub>{count}</sub>}
            </Fragment>
          );
        })}
    </>
  );
}
