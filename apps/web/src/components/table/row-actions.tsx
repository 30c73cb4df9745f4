import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
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

/**
 * A list row's last cell: see, edit and delete the record, as icon buttons with tooltips; on a
 * phone, one button that opens them as a menu, so the row's other columns keep the screen.
 */
export function RowActions(props: RowActionsProps) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        <ActionButtons {...props} />
      </Box>
      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
        <ActionMenu {...props} />
      </Box>
    </TableCell>
  );
}

function ActionMenu({ name, viewPath, editPath, onDelete, deleteRefusal }: RowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={`Acciones de ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {viewPath && (
          <MenuItem component={RouterLink} to={viewPath} onClick={close}>
            <ListItemIcon>
              <VisibilityOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Ver</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={editPath} onClick={close}>
          <ListItemIcon>
            <EditOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Editar</ListItemText>
        </MenuItem>
        {onDelete && (
          <MenuItem
            disabled={Boolean(deleteRefusal)}
            onClick={() => {
              close();
              onDelete();
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText secondary={deleteRefusal || undefined}>Eliminar</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

function ActionButtons({ name, viewPath, editPath, onDelete, deleteRefusal }: RowActionsProps) {
  return (
    <>
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
    </>
  );
}
