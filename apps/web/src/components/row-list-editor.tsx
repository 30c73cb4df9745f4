import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResponsiveStyleValue } from '@mui/system';
import AddIcon from '@mui/icons-material/Add';
import {
  useFieldArray,
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type Path,
} from 'react-hook-form';

const ROW_STYLE = { p: 2, borderRadius: 1.5, border: 1, borderColor: 'divider' } as const;

/** The columns of a grid of form fields, by breakpoint ('1fr 1fr', `repeat(4, …)`). */
export type GridColumns = ResponsiveStyleValue<string>;

/** Lays a row's fields out in a grid of `columns`, aligned at their top (helper texts vary). */
export function rowGridSx(columns: GridColumns) {
  return { display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: columns } as const;
}

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

/** One row of a `FormRowsEditor`, handed to the editor that draws its fields. */
export type FormRow<T extends FieldValues, TOut, N extends FieldArrayPath<T>> = {
  index: number;
  /** 1-based, as the row is named on screen. */
  position: number;
  /** How many rows the list has. */
  count: number;
  /** What binds a form field to this row's `key`: spread it on a `FormTextField` and the like. */
  field: (key: Extract<keyof FieldArray<T, N>, string>) => {
    control: Control<T, unknown, TOut>;
    name: Path<T>;
  };
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
};

type FormRowsEditorProps<T extends FieldValues, TOut, N extends FieldArrayPath<T>> = Omit<
  RowListEditorProps,
  'rows' | 'renderRow' | 'rowSx' | 'onAdd'
> & {
  control: Control<T, unknown, TOut>;
  /** The form's list field. */
  name: N;
  /** The values of a row the add button appends (its first field takes the focus). */
  newRow: () => FieldArray<T, N>;
  /** Lays each row's fields out in a grid of these columns; without it the row lays out its own. */
  columns?: GridColumns;
  renderRow: (row: FormRow<T, TOut, N>) => ReactNode;
};

/**
 * A `RowListEditor` bound to a list field of a react-hook-form form: it adds, removes and moves the
 * rows and names each row's fields, so an editor only draws the fields of one row.
 */
export function FormRowsEditor<T extends FieldValues, TOut, N extends FieldArrayPath<T>>({
  control,
  name,
  newRow,
  columns,
  renderRow,
  ...list
}: FormRowsEditorProps<T, TOut, N>) {
  const { fields, append, remove, move } = useFieldArray<T, N, 'id', TOut>({ control, name });
  return (
    <RowListEditor
      {...list}
      rows={fields}
      rowSx={columns === undefined ? undefined : rowGridSx(columns)}
      onAdd={() => append(newRow(), { shouldFocus: true })}
      renderRow={(index, position) =>
        renderRow({
          index,
          position,
          count: fields.length,
          field: (key) => ({ control, name: `${name}.${index}.${key}` as Path<T> }),
          remove,
          move,
        })
      }
    />
  );
}
