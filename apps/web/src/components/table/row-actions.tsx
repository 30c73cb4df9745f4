import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';

type RowActionsProps = {
  /** The record's name, in each button's accessible name ('Editar Ácido cítrico'). */
  name: string;
  /** The record's page; undefined when editing is the only page. */
  viewPath?: string;
  editPath: string;
  /** Opens the delete confirmation; undefined hides the button (who may not delete). */
  onDelete?: () => void;
  /**
   * For lists where some rows cannot be deleted (one's own account): the reason, shown on the
   * disabled button, or false for a row that can. Undefined for lists where every row can.
   */
  deleteRefusal?: string | false;
};

/** A list row's last cell: see, edit and delete the record, as icon buttons with tooltips. */
export function RowActions({ name, viewPath, editPath, onDelete, deleteRefusal }: RowActionsProps) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {viewPath && (
        <Tooltip title="Ver">
          <IconButton component={RouterLink} to={viewPath} aria-label={`Ver ${name}`}>
            <VisibilityOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Editar">
        <IconButton component={RouterLink} to={editPath} aria-label={`Editar ${name}`}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      {onDelete &&
        (deleteRefusal === undefined ? (
          <Tooltip title="Eliminar">
            <IconButton color="error" onClick={onDelete} aria-label={`Eliminar ${name}`}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title={deleteRefusal || 'Eliminar'} describeChild>
            {/* A span keeps the tooltip working on the disabled button. */}
            <span>
              <IconButton
                color="error"
                onClick={onDelete}
                disabled={Boolean(deleteRefusal)}
                aria-label={`Eliminar ${name}`}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </span>
          </Tooltip>
        ))}
    </TableCell>
  );
}
