import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink } from 'react-router';

type RecordActionsProps = {
  /** The record's storefront page (in a new tab); null while it is not published. */
  storePath: string | null;
  /** Opens the delete confirmation; undefined for who may not delete (non-admins). */
  onDelete?: () => void;
  editPath: string;
};

/** The actions beside the heading of a back-office record's page: see it, delete it, edit it. */
export function RecordActions({ storePath, onDelete, editPath }: RecordActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {storePath && (
        <Button
          component={RouterLink}
          to={storePath}
          target="_blank"
          color="inherit"
          startIcon={<OpenInNewIcon />}
        >
          Ver en la tienda
        </Button>
      )}
      {onDelete && (
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
          Eliminar
        </Button>
      )}
      <Button
        component={RouterLink}
        to={editPath}
        variant="contained"
        startIcon={<EditOutlinedIcon />}
      >
        Editar
      </Button>
    </Stack>
  );
}
