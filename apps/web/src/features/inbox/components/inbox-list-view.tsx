import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import {
  CONTACT_INBOX_VIEWS,
  type ContactInboxMessage,
  type ContactInboxView,
} from '@quimia/contracts';
import { SearchOnlyFilters } from '@/components/table/list-filters';
import { OpenableRow, OpenableTitleCell, RelativeTimeCell } from '@/components/table/openable-row';
import { RecordListView } from '@/components/table/record-list-view';
import { SkeletonRow } from '@/components/table/skeleton-row';
import { useRecordListParams } from '@/lib/list-params';
import { useInbox } from '../api/inbox';
import { InboxMessageDialog } from './inbox-message-dialog';

const VIEW_LABELS: Record<ContactInboxView, string> = {
  pendientes: 'Pendientes',
  atendidos: 'Atendidos',
  todos: 'Todos',
};

const COLUMNS = [
  { label: 'Mensaje' },
  { label: 'Remitente' },
  { label: 'Recibido' },
  { label: 'Estado' },
] as const;

function parseView(value: string | null): ContactInboxView {
  return CONTACT_INBOX_VIEWS.find((view) => view === value) ?? 'pendientes';
}

/** The contact page's messages: the waiting ones first, a search, and each one opened whole. */
export function InboxListView() {
  const { searchParams, update, q, page, pageSize } = useRecordListParams();
  const estado = parseView(searchParams.get('estado'));
  const inbox = useInbox({ estado, q: q || undefined, page, pageSize });
  const [opened, setOpened] = useState<ContactInboxMessage | null>(null);
  const counts = inbox.data?.counts;

  return (
    <RecordListView
      status={{
        param: 'estado',
        value: estado,
        label: 'Estado de los mensajes',
        tabs: CONTACT_INBOX_VIEWS.map((view) => ({
          value: view,
          label: VIEW_LABELS[view],
          count: view === 'todos' ? counts && counts.pendientes + counts.atendidos : counts?.[view],
        })),
      }}
      filters={
        <SearchOnlyFilters q={q} update={update} placeholder="Nombre, correo, asunto o texto…" />
      }
      label="Mensajes de contacto"
      minWidth={760}
      columns={COLUMNS}
      query={inbox}
      renderRow={(row) => <InboxRow key={row.id} message={row} onOpen={() => setOpened(row)} />}
      skeletonRow={
        <SkeletonRow
          avatar={<Skeleton variant="circular" width={12} height={12} />}
          subtitleWidth="90%"
          cellWidths={[140, 90]}
        />
      }
      emptyIcon={MarkEmailReadOutlined}
      emptyTitle={
        estado === 'pendientes' && !q ? 'No hay mensajes por atender' : 'No se encontraron mensajes'
      }
      filtered={Boolean(q) || estado !== 'pendientes'}
      page={page}
      pageSize={pageSize}
      update={update}
    >
      <InboxMessageDialog message={opened} onClose={() => setOpened(null)} />
    </RecordListView>
  );
}

function InboxRow({ message, onOpen }: { message: ContactInboxMessage; onOpen: () => void }) {
  const waiting = !message.handledAt;
  return (
    <OpenableRow onOpen={onOpen}>
      <OpenableTitleCell
        title={message.subject}
        onOpen={onOpen}
        maxWidth={420}
        fontWeight={waiting ? 700 : 500}
      >
        <Typography variant="body2" color="text.secondary" noWrap>
          {message.message}
        </Typography>
      </OpenableTitleCell>
      <TableCell>
        <Typography variant="body2">{message.name}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {message.email}
        </Typography>
      </TableCell>
      <RelativeTimeCell value={message.createdAt} />
      <TableCell>
        {waiting ? (
          <Chip size="small" color="warning" label="Pendiente" />
        ) : (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={message.handledBy ? `Atendido · ${message.handledBy}` : 'Atendido'}
          />
        )}
      </TableCell>
    </OpenableRow>
  );
}
