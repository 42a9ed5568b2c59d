import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";

/** A method by its number and name, opening its page. */
export function MethodLink({ id, number, name }: { id: string; number: string; name: string }) {
  return (
    <Link component={RouterLink} to={`/resource/detailMethod/${encodeURIComponent(id)}`}>
      {number} {name}
    </Link>
  );
}
