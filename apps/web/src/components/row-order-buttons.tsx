import type { SxProps, Theme } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { TooltipIconButton } from './tooltip-icon-button';

type RowOrderButtonsProps = {
  index: number;
  /** How many rows the list has (the last one cannot go down). */
  count: number;
  /** The row in the buttons' accessible names, e.g. 'ingrediente 2' ('Subir ingrediente 2'). */
  itemName: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
};

/** Up, down and remove buttons of one row of an ordered list in a form (`useFieldArray`). */
export function RowOrderButtons({ index, count, itemName, move, remove }: RowOrderButtonsProps) {
  return (
    <>
      <TooltipIconButton
        title="Subir"
        label={`Subir ${itemName}`}
        icon={<KeyboardArrowUpIcon fontSize="small" />}
        onClick={() => move(index, index - 1)}
        disabled={index === 0}
      />
      <TooltipIconButton
        title="Bajar"
        label={`Bajar ${itemName}`}
        icon={<KeyboardArrowDownIcon fontSize="small" />}
        onClick={() => move(index, index + 1)}
        disabled={index === count - 1}
      />
      <TooltipIconButton
        title="Quitar"
        label={`Quitar ${itemName}`}
        icon={<DeleteOutlineIcon fontSize="small" />}
        color="error"
        onClick={() => remove(index)}
      />
    </>
  );
}

type RowRemoveButtonProps = {
  row: { index: number; position: number; remove: (index: number) => void };
  /** The row in the button's names: 'cuenta' → 'Quitar cuenta' and 'Quitar cuenta 2'. */
  itemName: string;
  /** Given (even false) for a row that cannot always go, e.g. a list's last branch. */
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

/** The remove button of one row of a list in a form, full size beside the row's fields. */
export function RowRemoveButton({ row, itemName, disabled, sx }: RowRemoveButtonProps) {
  return (
    <TooltipIconButton
      title={`Quitar ${itemName}`}
      label={`Quitar ${itemName} ${row.position}`}
      icon={<DeleteOutlineIcon />}
      size="medium"
      color="error"
      onClick={() => row.remove(row.index)}
      disabled={disabled}
      sx={sx}
    />
  );
}
