import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useSnackbar } from 'notistack';
import {
  CATEGORY_KIND_LABELS,
  CATEGORY_KINDS,
  type Category,
  type CategoryKind,
} from '@quimia/contracts';
import { RecordListView } from '@/components/table/record-list-view';
import { SelectFilter } from '@/components/table/select-filter';
import { SkeletonRow } from '@/components/table/skeleton-row';
import { TooltipIconButton } from '@/components/tooltip-icon-button';
import { errorMessage } from '@/lib/api-client';
import { formatNumber, inSentence } from '@/lib/format';
import { useRecordListParams } from '@/lib/list-params';
import { useCategories, useReorderCategories, useSetCategoryHidden } from '../api/categories';
import { CategoryDialog, HIDDEN_HELP } from './category-dialog';
import { RemoveCategoryDialog } from './remove-category-dialog';

const COLUMNS = [
  { label: 'Categoría' },
  { label: 'En uso', align: 'right' },
  { label: 'Visible en la tienda' },
  { label: 'Orden' },
  { label: 'Acciones', align: 'right' },
] as const;

function parseKind(value: string | null): CategoryKind {
  return CATEGORY_KINDS.find((kind) => kind === value) ?? 'businessLine';
}

/**
 * The catalogue's taxonomies for staff: one tab per kind (in the URL, `?clase=`), subtypes within
 * the type chosen (`?tipo=`), with create, rename, order, hide and remove.
 */
export function CategoriesView() {
  const { searchParams, update } = useRecordListParams();
  const kind = parseKind(searchParams.get('clase'));
  const { enqueueSnackbar } = useSnackbar();

  // Every kind's list: the tabs show how many each holds.
  const lists = {
    businessLine: useCategories('businessLine'),
    productType: useCategories('productType'),
    productSubtype: useCategories('productSubtype'),
    applicationArea: useCategories('applicationArea'),
    formulaType: useCategories('formulaType'),
  } satisfies Record<CategoryKind, unknown>;
  const types = lists.productType.data?.items ?? [];
  const typeOptions = types.map((type) => ({ value: String(type.id), label: type.name }));
  const chosenType = Number(searchParams.get('tipo')) || types[0]?.id;
  const subtypes = useCategories('productSubtype', chosenType);
  const query = kind === 'productSubtype' ? subtypes : lists[kind];
  const rows = query.data?.items ?? [];

  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [toRemove, setToRemove] = useState<Category | null>(null);
  const reorder = useReorderCategories();
  const visibility = useSetCategoryHidden();
  const failed = (error: unknown) => enqueueSnackbar(errorMessage(error), { variant: 'error' });

  const move = (from: number, to: number) => {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate({ kind, ids }, { onError: failed });
  };

  const labels = CATEGORY_KIND_LABELS[kind];
  return (
    <RecordListView
      status={{
        param: 'clase',
        value: kind,
        label: 'Clases de categoría',
        tabs: CATEGORY_KINDS.map((value) => ({
          value,
          label: CATEGORY_KIND_LABELS[value].plural,
          count: lists[value].data?.total,
        })),
      }}
      filters={
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: 2.5, alignItems: { sm: 'center' } }}
        >
          {kind === 'productSubtype' && (
            <SelectFilter
              label="Tipo de producto"
              value={chosenType ? String(chosenType) : undefined}
              onChange={(value) => update({ tipo: value })}
              options={typeOptions}
              sx={{ width: { xs: 1, sm: 260 }, flexShrink: 0 }}
            />
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
            {HIDDEN_HELP}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            disabled={kind === 'productSubtype' && !chosenType}
            sx={{ flexShrink: 0 }}
          >
            Nueva
          </Button>
        </Stack>
      }
      label={labels.plural}
      minWidth={760}
      columns={COLUMNS}
      query={query}
      renderRow={(row) => {
        const index = rows.indexOf(row);
        return (
          <TableRow key={row.id} hover>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle2">{row.name}</Typography>
                {row.hidden && <Chip size="small" label="Oculta" />}
              </Stack>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                /{row.slug}
                {row.oldSlugs.length > 0 && ` (antes: ${row.oldSlugs.join(', ')})`}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatNumber(row.usage)} {labels.usedBy}
            </TableCell>
            <TableCell>
              <Tooltip title={row.hidden ? 'Mostrar en la tienda' : 'Ocultar en la tienda'}>
                <Switch
                  checked={!row.hidden}
                  disabled={visibility.isPending}
                  onChange={(event) =>
                    visibility.mutate(
                      { kind, id: row.id, hidden: !event.target.checked },
                      { onError: failed },
                    )
                  }
                  slotProps={{ input: { 'aria-label': `${row.name} visible en la tienda` } }}
                />
              </Tooltip>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <TooltipIconButton
                title="Subir"
                label={`Subir ${row.name}`}
                icon={<KeyboardArrowUpIcon fontSize="small" />}
                onClick={() => move(index, index - 1)}
                disabled={index === 0 || reorder.isPending}
              />
              <TooltipIconButton
                title="Bajar"
                label={`Bajar ${row.name}`}
                icon={<KeyboardArrowDownIcon fontSize="small" />}
                onClick={() => move(index, index + 1)}
                disabled={index === rows.length - 1 || reorder.isPending}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <TooltipIconButton
                title="Editar"
                label={`Editar ${row.name}`}
                icon={<EditOutlinedIcon />}
                onClick={() => setEditing(row)}
              />
              <TooltipIconButton
                title="Eliminar"
                label={`Eliminar ${row.name}`}
                icon={<DeleteOutlineIcon />}
                color="error"
                onClick={() => setToRemove(row)}
              />
            </TableCell>
          </TableRow>
        );
      }}
      skeletonRow={
        <SkeletonRow
          avatar={<Skeleton variant="rounded" width={0} height={40} />}
          subtitleWidth="40%"
          cellWidths={[60, 50, 70]}
        />
      }
      emptyIcon={CategoryOutlinedIcon}
      emptyTitle={`Aún no hay ${inSentence(labels.plural)}`}
      filtered={false}
      page={1}
      pageSize={Math.max(rows.length, 1)}
      update={update}
    >
      <CategoryDialog
        kind={kind}
        target={editing}
        types={typeOptions}
        typeId={chosenType}
        onClose={() => setEditing(null)}
      />
      <RemoveCategoryDialog target={toRemove} onClose={() => setToRemove(null)} />
    </RecordListView>
  );
}
