import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import {
  ROLE_LABELS,
  USER_ROLES,
  USER_STATUS_LABELS,
  USER_STATUSES,
  type User,
  type UserStatusCounts,
} from '@quimia/contracts';
import { ListFilterBar, ListSearchField } from '@/components/table/list-filters';
import { RecordCell } from '@/components/table/record-cell';
import { RecordListView } from '@/components/table/record-list-view';
import { RowActions } from '@/components/table/row-actions';
import { SelectFilter } from '@/components/table/select-filter';
import { SkeletonRow } from '@/components/table/skeleton-row';
import { ALL_STATUSES } from '@/components/table/status-tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useRecordListParams } from '@/lib/list-params';
import { useUsers } from '../api/users';
import { parseRole, parseStatus } from '../utils/list-params';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserAvatar } from './user-avatar';
import { UserStatusChip } from './user-status-chip';

type TabValue = typeof ALL_STATUSES | (typeof USER_STATUSES)[number];

const TABS: { value: TabValue; label: string; count: keyof UserStatusCounts }[] = [
  { value: ALL_STATUSES, label: 'Todos', count: 'all' },
  ...USER_STATUSES.map((status) => ({
    value: status,
    label: USER_STATUS_LABELS[status],
    count: status,
  })),
];

const ROLE_OPTIONS = USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

const COLUMNS = [
  { label: 'Usuario' },
  { label: 'Rol', wide: true },
  { label: 'Teléfono', wide: true },
  { label: 'Estado' },
  { label: 'Último acceso', wide: true },
  { label: 'Acciones', align: 'right', buttons: true },
] as const;

/** Users table with status tabs, search, role filter and pagination, all kept in the URL. */
export function UserListView() {
  const { user: currentUser } = useAuth();
  const { searchParams, update, q, page, pageSize } = useRecordListParams();
  const status = parseStatus(searchParams.get('status'));
  const role = parseRole(searchParams.get('role'));

  const users = useUsers({ page, pageSize, status, role, q });

  const [toDelete, setToDelete] = useState<User | null>(null);

  const counts = users.data?.counts;

  return (
    <RecordListView
      status={{
        param: 'status',
        value: status,
        label: 'Estado de los usuarios',
        tabs: TABS.map((tab) => ({ ...tab, count: counts?.[tab.count] })),
      }}
      filters={
        <ListFilterBar>
          <SelectFilter
            label="Rol"
            value={role}
            onChange={(value) => update({ role: value })}
            allLabel="Todos los roles"
            options={ROLE_OPTIONS}
            sx={{ width: { xs: 1, sm: 220 }, flexShrink: 0 }}
          />
          <ListSearchField q={q} update={update} placeholder="Nombre, correo o usuario…" />
        </ListFilterBar>
      }
      label="Usuarios"
      minWidth={860}
      columns={COLUMNS}
      query={users}
      renderRow={(row) => (
        <UserRow
          key={row.id}
          user={row}
          isSelf={row.id === currentUser?.id}
          onDelete={() => setToDelete(row)}
        />
      )}
      skeletonRow={
        <SkeletonRow
          avatar={<Skeleton variant="circular" width={40} height={40} />}
          subtitleWidth="80%"
          cellWidths={[80, 90, 70, 120]}
        />
      }
      emptyIcon={PersonSearchOutlinedIcon}
      emptyTitle="No se encontraron usuarios"
      filtered={Boolean(q || role || status)}
      page={page}
      pageSize={pageSize}
      update={update}
    >
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </RecordListView>
  );
}

type UserRowProps = { user: User; isSelf: boolean; onDelete: () => void };

function UserRow({ user, isSelf, onDelete }: UserRowProps) {
  const editPath = paths.dashboard.user.edit(user.id);
  return (
    <TableRow hover>
      <RecordCell
        avatar={<UserAvatar name={user.displayName} photoUrl={user.photoURL} />}
        to={editPath}
        title={user.displayName}
        subtitle={user.email}
      />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{ROLE_LABELS[user.role]}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phoneNumber ?? '—'}</TableCell>
      <TableCell>
        <UserStatusChip status={user.status} />
      </TableCell>
      <TableCell
        sx={{ whiteSpace: 'nowrap', color: user.lastLoginAt ? 'text.primary' : 'text.secondary' }}
      >
        {formatDateTime(user.lastLoginAt) ?? 'Nunca'}
      </TableCell>
      <RowActions
        name={user.displayName}
        editPath={editPath}
        onDelete={onDelete}
        deleteRefusal={isSelf && 'No puedes eliminar tu propia cuenta'}
      />
    </TableRow>
  );
}
