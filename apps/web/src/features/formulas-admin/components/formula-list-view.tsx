import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { type FormulaSummary, type PublishStatus } from '@quimia/contracts';
import { useFormulaTypes } from '@/api/get-formula-types';
import { PublishStatusChip } from '@/components/publish-status-chip';
import { DebouncedSearchField } from '@/components/table/debounced-search-field';
import { ListTable } from '@/components/table/list-table';
import { RecordCell } from '@/components/table/record-cell';
import { RowActions } from '@/components/table/row-actions';
import { SkeletonRow } from '@/components/table/skeleton-row';
import { StatusTabs } from '@/components/table/status-tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { parseStatus } from '@/lib/form-options';
import { formatDateTime } from '@/lib/format';
import { parsePage, parsePageSize, parseSlug, useListParams } from '@/lib/list-params';
import { useAdminFormulas, useFormulaStatusCounts } from '../api/get-formulas';
import { DeleteFormulaDialog } from './delete-formula-dialog';

const ALL = 'all';

type TabValue = typeof ALL | PublishStatus;
const TABS: { value: TabValue; label: string }[] = [
  { value: ALL, label: 'Todas' },
  { value: 'published', label: 'Publicadas' },
  { value: 'draft', label: 'Borradores' },
];

const COLUMNS = [
  { label: 'Fórmula' },
  { label: 'Tipo' },
  { label: 'Ingredientes', align: 'right' },
  { label: 'Comentarios', align: 'right' },
  { label: 'Estado' },
  { label: 'Actualizada' },
  { label: 'Acciones', align: 'right' },
] as const;

/** Formula posts table (staff): status tabs with counts, search and type filter, in the URL. */
export function FormulaListView() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [searchParams, updateParams] = useListParams();

  const estado = parseStatus(searchParams.get('estado'));
  const tipo = parseSlug(searchParams.get('tipo'));
  const q = searchParams.get('q')?.trim() ?? '';
  const page = parsePage(searchParams.get('page'));
  const pageSize = parsePageSize(searchParams.get('pageSize'));

  const formulas = useAdminFormulas({ page, pageSize, q, tipo, estado });
  const { data: counts } = useFormulaStatusCounts({ q, tipo });
  const types = useFormulaTypes();
  const [toDelete, setToDelete] = useState<FormulaSummary | null>(null);

  const filtered = Boolean(q || tipo || estado);
  const typeCount = new Map(formulas.data?.facets?.tipos.map((facet) => [facet.slug, facet.count]));

  return (
    <Card>
      <StatusTabs
        value={estado ?? ALL}
        onChange={(value) => updateParams({ estado: value === ALL ? null : value })}
        tabs={TABS.map((tab) => ({ ...tab, count: counts?.[tab.value] }))}
        label="Estado de las fórmulas"
      />

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2.5 }}>
        <TextField
          select
          label="Tipo de fórmula"
          value={tipo ?? ''}
          onChange={(event) => updateParams({ tipo: event.target.value || null })}
          sx={{ width: { xs: 1, sm: 240 }, flexShrink: 0 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Todos los tipos</option>
          {(types.data ?? []).map((type) => {
            const count = typeCount.get(type.slug);
            return (
              <option key={type.id} value={type.slug}>
                {count === undefined ? type.name : `${type.name} (${count})`}
              </option>
            );
          })}
        </TextField>
        <DebouncedSearchField
          value={q}
          onCommit={(value) => updateParams({ q: value || null }, { replace: true })}
          placeholder="Título, ingrediente o contenido…"
        />
      </Stack>

      <ListTable
        label="Fórmulas"
        minWidth={860}
        columns={COLUMNS}
        query={formulas}
        renderRow={(row) => (
          <FormulaRow
            key={row.id}
            formula={row}
            onDelete={isAdmin ? () => setToDelete(row) : undefined}
          />
        )}
        skeletonRow={
          <SkeletonRow
            avatar={<Skeleton variant="rounded" width={64} height={48} />}
            subtitleWidth="80%"
            cellWidths={[100, 40, 40, 80, 120]}
          />
        }
        emptyIcon={ScienceOutlinedIcon}
        emptyTitle="No se encontraron fórmulas"
        filtered={filtered}
        page={page}
        pageSize={pageSize}
        update={updateParams}
      />

      {isAdmin && <DeleteFormulaDialog formula={toDelete} onClose={() => setToDelete(null)} />}
    </Card>
  );
}

/** `onDelete` is undefined for who may not delete: the row then has no delete button. */
type FormulaRowProps = { formula: FormulaSummary; onDelete?: () => void };

function FormulaRow({ formula, onDelete }: FormulaRowProps) {
  const detailsPath = paths.dashboard.post.details(formula.slug);
  return (
    <TableRow hover>
      <RecordCell
        avatar={
          <Avatar
            variant="rounded"
            src={formula.cover?.urls.sm}
            alt=""
            sx={{ width: 64, height: 48, bgcolor: 'background.neutral', color: 'text.disabled' }}
          >
            <ScienceOutlinedIcon />
          </Avatar>
        }
        to={detailsPath}
        title={formula.title}
        subtitle={formula.summary || formula.slug}
        maxWidth={420}
      />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formula.type.name}</TableCell>
      <TableCell align="right">{formula.ingredientCount}</TableCell>
      <TableCell align="right">{formula.commentCount}</TableCell>
      <TableCell>
        <PublishStatusChip status={formula.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(formula.updatedAt)}</TableCell>
      <RowActions
        name={formula.title}
        viewPath={detailsPath}
        editPath={paths.dashboard.post.edit(formula.slug)}
        onDelete={onDelete}
      />
    </TableRow>
  );
}
