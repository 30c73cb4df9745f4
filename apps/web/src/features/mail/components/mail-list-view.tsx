import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import {
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  type MailListResponse,
  type MailStatus,
  type MailSummary,
} from '@quimia/contracts';
import { SearchOnlyFilters } from '@/components/table/list-filters';
import { OpenableRow, OpenableTitleCell, RelativeTimeCell } from '@/components/table/openable-row';
import { RecordListView } from '@/components/table/record-list-view';
import { SkeletonRow } from '@/components/table/skeleton-row';
import { ALL_STATUSES } from '@/components/table/status-tabs';
import { useRecordListParams } from '@/lib/list-params';
import { useMailList } from '../api/mail';
import { MailMessageDialog } from './mail-message-dialog';
import { MailStatusChip } from './mail-status-chip';

type TabValue = typeof ALL_STATUSES | MailStatus;

const TABS: { value: TabValue; label: string; count: keyof MailListResponse['counts'] }[] = [
  { value: ALL_STATUSES, label: 'Todos', count: 'all' },
  ...MAIL_STATUSES.map((status) => ({
    value: status,
    label: MAIL_STATUS_LABELS[status],
    count: status,
  })),
];

const COLUMNS = [
  { label: 'Asunto' },
  { label: 'Para' },
  { label: 'Estado' },
  { label: 'Fecha' },
] as const;

const parseStatus = (value: string | null) => MAIL_STATUSES.find((status) => status === value);

/** The shop's outgoing e-mail: the outbox without a mail server, the sent log with one. */
export function MailListView() {
  const { searchParams, update, q, page, pageSize } = useRecordListParams();
  const status = parseStatus(searchParams.get('estado'));
  const mail = useMailList({ status, q: q || undefined, page, pageSize });
  const [opened, setOpened] = useState<MailSummary | null>(null);
  const counts = mail.data?.counts;

  return (
    <RecordListView
      status={{
        param: 'estado',
        value: status,
        label: 'Estado de los correos',
        tabs: TABS.map((tab) => ({ ...tab, count: counts?.[tab.count] })),
      }}
      filters={<SearchOnlyFilters q={q} update={update} placeholder="Destinatario o asunto…" />}
      label="Correo saliente"
      minWidth={720}
      columns={COLUMNS}
      query={mail}
      renderRow={(row) => <MailRow key={row.id} mail={row} onOpen={() => setOpened(row)} />}
      skeletonRow={
        <SkeletonRow
          avatar={<Skeleton variant="circular" width={12} height={12} />}
          subtitleWidth="60%"
          cellWidths={[160, 90, 110]}
        />
      }
      emptyIcon={ForwardToInboxOutlined}
      emptyTitle="No hay correos"
      filtered={Boolean(q || status)}
      page={page}
      pageSize={pageSize}
      update={update}
    >
      <MailMessageDialog mail={opened} onClose={() => setOpened(null)} />
    </RecordListView>
  );
}

function MailRow({ mail, onOpen }: { mail: MailSummary; onOpen: () => void }) {
  return (
    <OpenableRow onOpen={onOpen}>
      <OpenableTitleCell title={mail.subject} onOpen={onOpen} maxWidth={380}>
        {mail.lastError && (
          <Typography variant="body2" color="error" noWrap>
            {mail.lastError}
          </Typography>
        )}
      </OpenableTitleCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{mail.to}</TableCell>
      <TableCell>
        <MailStatusChip status={mail.status} />
      </TableCell>
      <RelativeTimeCell value={mail.createdAt} />
    </OpenableRow>
  );
}
