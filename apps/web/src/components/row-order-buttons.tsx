import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

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
      <Tooltip title="Subir">
        <span>
          <IconButton
            size="small"
            onClick={() => move(index, index - 1)}
            disabled={index === 0}
            aria-label={`Subir ${itemName}`}
          >
            <KeyboardArrowUpIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Bajar">
        <span>
          <IconButton
            size="small"
            onClick={() => move(index, index + 1)}
            disabled={index === count - 1}
            aria-label={`Bajar ${itemName}`}
          >
            <KeyboardArrowDownIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Quitar">
        <IconButton
          size="small"
          color="error"
          onClick={() => remove(index)}
          aria-label={`Quitar ${itemName}`}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
