import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  ROLE_LABELS,
  USER_ROLES,
  USER_STATUS_LABELS,
  USER_STATUSES,
  type User,
  type UserStatusCounts,
} from '@quimia/contracts';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useUsers } from '../api/get-users';
import { formatDateTime } from '../utils/format';
import {
  LIST_PARAMS,
  parsePage,
  parsePageSize,
  parseRole,
  parseStatus,
} from '../utils/list-params';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserAvatar } from './user-avatar';
import { UserStatusChip } from './user-status-chip';

const ROWS_PER_PAGE_OPTIONS = [10, 25, 50];
const DEFAULT_ROWS_PER_PAGE = 10;
const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

type TabValue = typeof ALL | (typeof USER_STATUSES)[number];

const TABS: { value: TabValue; label: string; count: keyof UserStatusCounts }[] = [
  { value: ALL, label: 'Todos', count: 'all' },
  ...USER_STATUSES.map((status) => ({
    value: status,
    label: USER_STATUS_LABELS[status],
    count: status,
  })),
];

const PAGINATION_ARIA: Record<'first' | 'last' | 'next' | 'previous', string> = {
  first: 'Ir a la primera página',
  last: 'Ir a la última página',
  next: 'Ir a la página siguiente',
  previous: 'Ir a la página anterior',
};

type ParamChanges = Partial<Record<keyof typeof LIST_PARAMS, string | null>>;

/** Users table with status tabs, search, role filter and pagination, all kept in the URL. */
export function UserListView() {
  const { user: currentUser } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();

  const status = parseStatus(searchParams.get(LIST_PARAMS.status));
  const role = parseRole(searchParams.get(LIST_PARAMS.role));
  const q = searchParams.get(LIST_PARAMS.q)?.trim() ?? '';
  const page = parsePage(searchParams.get(LIST_PARAMS.page));
  const pageSize = parsePageSize(
    searchParams.get(LIST_PARAMS.pageSize),
    ROWS_PER_PAGE_OPTIONS,
    DEFAULT_ROWS_PER_PAGE,
  );

  const { data, isPending, isError, error, isPlaceholderData, refetch } = useUsers({
    page,
    pageSize,
    status,
    role,
    q,
  });

  const [toDelete, setToDelete] = useState<User | null>(null);

  /** Writes filter changes to the URL; any filter change goes back to the first page. */
  const updateParams = (changes: ParamChanges, { resetPage = true, replace = false } = {}) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes) as [
          keyof typeof LIST_PARAMS,
          string | null,
        ][]) {
          if (value) next.set(LIST_PARAMS[key], value);
          else next.delete(LIST_PARAMS[key]);
        }
        if (resetPage && !('page' in changes)) next.delete(LIST_PARAMS.page);
        return next;
      },
      { replace },
    );
  };

  // The search box answers every keystroke; the URL (and the request) follow after a pause.
  const [search, setSearch] = useState(q);
  const [syncedQ, setSyncedQ] = useState(q);
  if (q !== syncedQ) {
    // The URL changed from outside (back button, link): show its search, unless it is what we typed.
    setSyncedQ(q);
    if (q !== search.trim()) setSearch(q);
  }
  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);

  const onSearchChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setSearch(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => {
      if (value.trim() !== q) updateParams({ q: value.trim() || null }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  // Removing the last row of the last page leaves an empty page: step back to the real last one.
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (data && !isPlaceholderData && page > lastPage) {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (lastPage > 1) next.set(LIST_PARAMS.page, String(lastPage));
          else next.delete(LIST_PARAMS.page);
          return next;
        },
        { replace: true },
      );
    }
  }, [data, isPlaceholderData, page, lastPage, setSearchParams]);

  const counts = data?.counts;
  const rows = data?.items ?? [];
  const filtered = Boolean(q || role || status);

  return (
    <Card>
      <Tabs
        value={status ?? ALL}
        onChange={(_event, value: TabValue) =>
          updateParams({ status: value === ALL ? null : value })
        }
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Estado de los usuarios"
        sx={{ px: 2.5 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            iconPosition="end"
            icon={
              <Chip
                size="small"
                label={counts ? counts[tab.count] : '–'}
                color={(status ?? ALL) === tab.value ? 'primary' : 'default'}
                sx={{ height: 22, fontWeight: 700, '& .MuiChip-label': { px: 1 } }}
              />
            }
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Divider />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2.5 }}>
        <TextField
          select
          label="Rol"
          value={role ?? ''}
          onChange={(event) => updateParams({ role: event.target.value || null })}
          sx={{ width: { xs: 1, sm: 220 }, flexShrink: 0 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Todos los roles</option>
          {USER_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </TextField>
        <TextField
          fullWidth
          type="search"
          label="Buscar"
          placeholder="Nombre, correo o usuario…"
          value={search}
          onChange={onSearchChange}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon sx={{ color: 'text.disabled' }} />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>

      {isError && !data ? (
        <Alert
          severity="error"
          sx={{ mx: 2.5, mb: 2.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      ) : (
        <>
          <TableContainer sx={{ position: 'relative', overflowX: 'auto' }}>
            <Table
              aria-label="Usuarios"
              sx={{ minWidth: 860, opacity: isPlaceholderData ? 0.6 : 1 }}
              aria-busy={isPending || isPlaceholderData}
            >
              <TableHead>
                <TableRow>
                  <TableCell>Usuario</TableCell>
                  <TableCell>Rol</TableCell>
                  <TableCell>Teléfono</TableCell>
                  <TableCell>Estado</TableCell>
                  <TableCell>Último acceso</TableCell>
                  <TableCell align="right">Acciones</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {isPending ? (
                  Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
                    <SkeletonRow key={index} />
                  ))
                ) : rows.length === 0 ? (
                  <TableRow>
                    <TableCell
                      colSpan={6}
                      sx={{ py: 8, textAlign: 'center', borderBottom: 'none' }}
                    >
                      <PersonSearchOutlinedIcon
                        sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }}
                      />
                      <Typography variant="h6" component="p">
                        No se encontraron usuarios
                      </Typography>
                      {filtered && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          Prueba con otra búsqueda o quita los filtros.
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((row) => (
                    <UserRow
                      key={row.id}
                      user={row}
                      isSelf={row.id === currentUser?.id}
                      onDelete={() => setToDelete(row)}
                    />
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>

          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, lastPage) - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
            onPageChange={(_event, next) =>
              updateParams({ page: next > 0 ? String(next + 1) : null }, { resetPage: false })
            }
            onRowsPerPageChange={(event) =>
              updateParams({
                pageSize:
                  Number(event.target.value) === DEFAULT_ROWS_PER_PAGE ? null : event.target.value,
              })
            }
            labelRowsPerPage="Filas por página"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
            getItemAriaLabel={(type) => PAGINATION_ARIA[type]}
          />
        </>
      )}

      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}

type UserRowProps = { user: User; isSelf: boolean; onDelete: () => void };

function UserRow({ user, isSelf, onDelete }: UserRowProps) {
  const editPath = paths.dashboard.user.edit(user.id);
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserAvatar name={user.displayName} photoUrl={user.photoURL} />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={editPath}
              color="inherit"
              underline="hover"
              variant="subtitle2"
              tabIndex={-1}
              sx={{ display: 'block' }}
            >
              {user.displayName}
            </Link>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{ROLE_LABELS[user.role]}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phoneNumber ?? '—'}</TableCell>
      <TableCell>
        <UserStatusChip status={user.status} />
      </TableCell>
      <TableCell
        sx={{ whiteSpace: 'nowrap', color: user.lastLoginAt ? 'text.primary' : 'text.disabled' }}
      >
        {formatDateTime(user.lastLoginAt) ?? 'Nunca'}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Editar">
          <IconButton
            component={RouterLink}
            to={editPath}
            aria-label={`Editar ${user.displayName}`}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={isSelf ? 'No puedes eliminar tu propia cuenta' : 'Eliminar'} describeChild>
          {/* A span keeps the tooltip working on the disabled button. */}
          <span>
            <IconButton
              color="error"
              onClick={onDelete}
              disabled={isSelf}
              aria-label={`Eliminar ${user.displayName}`}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

function SkeletonRow() {
  return (
    <TableRow>
      <TableCell>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </Box>
        </Stack>
      </TableCell>
      {[80, 90, 70, 120].map((width) => (
        <TableCell key={width}>
          <Skeleton width={width} />
        </TableCell>
      ))}
      <TableCell align="right">
        <Skeleton variant="circular" width={32} height={32} sx={{ display: 'inline-block' }} />
      </TableCell>
    </TableRow>
  );
}
