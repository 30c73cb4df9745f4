import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const ROW_STYLE = { p: 2, borderRadius: 1.5, border: 1, borderColor: 'divider' } as const;

type RowListEditorProps = {
  /** The rows of `useFieldArray`; their ids keep each row's fields in place when rows move. */
  rows: readonly { id: string }[];
  /** A row's accessible name from its 1-based position, e.g. 'Presentación 2'. */
  rowLabel: (position: number) => string;
  /** A row's fields and buttons. */
  renderRow: (index: number, position: number) => ReactNode;
  /** Added to each row's framed box, e.g. to lay its fields out in a grid. */
  rowSx?: BoxProps['sx'];
  /** What the list says while it has no rows. */
  emptyText: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** The most rows allowed: the add button turns off there. */
  max: number;
  /**
   * Shown beside the add button, e.g. a running total; a list that has one (null while it shows
   * nothing) lays the button out for it.
   */
  addAside?: ReactNode;
  /** Below the add button: a hint, or the whole list's error. */
  footer?: ReactNode;
};

/**
 * The rows of a list inside a form (a product's presentations, a formula's ingredients): each
 * row framed and named for assistive technology, the add button, and what an empty list says.
 */
export function RowListEditor({
  rows,
  rowLabel,
  renderRow,
  rowSx,
  emptyText,
  addLabel,
  onAdd,
  max,
  addAside,
  footer,
}: RowListEditorProps) {
  const addButton = (
    <Button
      startIcon={<AddIcon />}
      onClick={onAdd}
      disabled={rows.length >= max}
      sx={addAside === undefined ? { mt: 2 } : undefined}
    >
      {addLabel}
    </Button>
  );
  return (
    <Box>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {emptyText}
        </Typography>
      )}
      <Stack spacing={2}>
        {rows.map((row, index) => (
          <Box
            key={row.id}
            role="group"
            aria-label={rowLabel(index + 1)}
            sx={[ROW_STYLE, ...(Array.isArray(rowSx) ? rowSx : [rowSx])]}
          >
            {renderRow(index, index + 1)}
          </Box>
        ))}
      </Stack>
      {addAside === undefined ? (
        addButton
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          {addButton}
          {addAside}
        </Stack>
      )}
      {footer}
    </Box>
  );
}
