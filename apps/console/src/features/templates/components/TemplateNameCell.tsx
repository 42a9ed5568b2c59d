import TableCell from "@mui/material/TableCell";
import Typography from "@mui/material/Typography";

/** A template's name with its description under it, as every template list shows them. */
export function TemplateNameCell({ name, description }: { name: string; description: string }) {
  return (
    <TableCell>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {description && (
        <Typography variant="caption" color="text.secondary">
          {description}
        </Typography>
      )}
    </TableCell>
  );
}
