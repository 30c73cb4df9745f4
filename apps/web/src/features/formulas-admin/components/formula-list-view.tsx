import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import type { FormulaSummary } from '@quimia/contracts';
import { useFormulaTypes } from '@/api/formula-types';
import { ListFilterBar, ListSearchField } from '@/components/table/list-filters';
import { PublishStateCells } from '@/domain/catalog/publish-state-cells';
import { RecordCell } from '@/components/table/record-cell';
import { RecordListView } from '@/components/table/record-list-view';
import { RecordThumbnail } from '@/components/table/record-thumbnail';
import { RowActions } from '@/components/table/row-actions';
import { facetOptions, SelectFilter } from '@/components/table/select-filter';
import { SkeletonRow } from '@/components/table/skeleton-row';
import { publishStatusTabs } from '@/components/table/status-tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { parseStatus } from '@/lib/form-options';
import { parseSlug, useRecordListParams } from '@/lib/list-params';
import { useAdminFormulas, useFormulaStatusCounts } from '../api/formulas';
import { DeleteFormulaDialog } from './delete-formula-dialog';

const COLUMNS = [
  { label: 'Fórmula' },
  { label: 'Tipo', wide: true },
  { label: 'Ingredientes', align: 'right', wide: true },
  { label: 'Comentarios', align: 'right', wide: true },
  { label: 'Estado' },
  { label: 'Actualizada', wide: true },
  { label: 'Acciones', align: 'right', buttons: true },
] as const;

/** Formula posts table (staff): status tabs with counts, search and type filter, in the URL. */
export function FormulaListView() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const { searchParams, update, q, page, pageSize } = useRecordListParams();
  const estado = parseStatus(searchParams.get('estado'));
  const tipo = parseSlug(searchParams.get('tipo'));

  const formulas = useAdminFormulas({ page, pageSize, q, tipo, estado });
  const { data: counts } = useFormulaStatusCounts({ q, tipo });
  const types = useFormulaTypes({ staff: true });
  const [toDelete, setToDelete] = useState<FormulaSummary | null>(null);

  return (
    <RecordListView
      status={{
        param: 'estado',
        value: estado,
        label: 'Estado de las fórmulas',
        tabs: publishStatusTabs({ all: 'Todas', published: 'Publicadas' }, counts),
      }}
      filters={
        <ListFilterBar>
          <SelectFilter
            label="Tipo de fórmula"
            value={tipo}
            onChange={(value) => update({ tipo: value })}
            allLabel="Todos los tipos"
            options={facetOptions(types.data, formulas.data?.facets?.tipos)}
            sx={{ width: { xs: 1, sm: 240 }, flexShrink: 0 }}
          />
          <ListSearchField q={q} update={update} placeholder="Título, ingrediente o contenido…" />
        </ListFilterBar>
      }
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
      filtered={Boolean(q || tipo || estado)}
      page={page}
      pageSize={pageSize}
      update={update}
    >
      {isAdmin && <DeleteFormulaDialog formula={toDelete} onClose={() => setToDelete(null)} />}
    </RecordListView>
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
          <RecordThumbnail
            src={formula.cover?.urls.sm}
            icon={ScienceOutlinedIcon}
            width={64}
            height={48}
          />
        }
        to={detailsPath}
        title={formula.title}
        subtitle={formula.summary || formula.slug}
        maxWidth={420}
      />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formula.type.name}</TableCell>
      <TableCell align="right">{formula.ingredientCount}</TableCell>
      <TableCell align="right">{formula.commentCount}</TableCell>
      <PublishStateCells status={formula.status} updatedAt={formula.updatedAt} />
      <RowActions
        name={formula.title}
        viewPath={detailsPath}
        editPath={paths.dashboard.post.edit(formula.slug)}
        onDelete={onDelete}
      />
    </TableRow>
  );
}
