import type { Method } from "@labledger/contracts";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import "../i18n/catalogue";

type Content = Method["draft"];

/** A method's content as a reader reads it: purpose, the procedure (rich text the server made safe), references, prepared materials. */
export function MethodContentView({ content, materials }: { content: Content; materials: Method["preparedMaterials"] }) {
  const { t } = useTranslation("methods");
  const named = materials.filter((m) => content.preparedMaterialIds.includes(m.id));
  return (
    <Box sx={{ display: "grid", gap: 1.5 }} data-testid="method-content">
      <Typography variant="subtitle2">{t("form.purpose")}</Typography>
      <Typography sx={{ whiteSpace: "pre-wrap" }} color={content.purpose ? undefined : "text.secondary"}>
        {content.purpose || t("detail.noPurpose")}
      </Typography>
      <Typography variant="subtitle2">{t("form.procedure")}</Typography>
      {content.procedure ? (
        <Box
          data-testid="method-procedure-view"
          sx={{ p: 1.5, border: 1, borderColor: "divider", borderRadius: 1 }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised the procedure (records/sanitise-html.ts) before keeping it
          dangerouslySetInnerHTML={{ __html: content.procedure }}
        />
      ) : (
        <Typography color="text.secondary">{t("detail.noProcedure")}</Typography>
      )}
      <Typography variant="subtitle2">{t("form.references")}</Typography>
      {content.references.length === 0 ? (
        <Typography color="text.secondary">{t("form.noReferences")}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="method-references">
          {content.references.map((r) => (
            <li key={r.referenceId}>
              {r.citation}
              {r.doi && (
                <>
                  {" · DOI "}
                  <Link href={`https://doi.org/${encodeURI(r.doi)}`} target="_blank" rel="noopener noreferrer">
                    {r.doi}
                  </Link>
                </>
              )}
              {r.url && (
                <>
                  {" · "}
                  <Link href={r.url} target="_blank" rel="noopener noreferrer">
                    {r.url}
                  </Link>
                </>
              )}
            </li>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2">{t("form.preparedMaterials")}</Typography>
      {named.length === 0 ? (
        <Typography color="text.secondary">{t("form.noPreparedMaterials")}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {named.map((m) => (
            <li key={m.id}>
              <Link component={RouterLink} to="/resource/commonList/preparedMaterialsList">
                {m.number} {m.name}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
