/** Where a scanned item opens: a material lot's or an instrument's detail page. */
export const detailPathOf = (found: { readonly kind: "material" | "instrument"; readonly id: string }) =>
  `${found.kind === "material" ? "/resource/detailMaterial" : "/resource/detailInstrument"}?${new URLSearchParams({ id: found.id })}`;
