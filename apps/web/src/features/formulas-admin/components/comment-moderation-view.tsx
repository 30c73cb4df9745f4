import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import {
  COMMENT_STATUS_LABELS,
  COMMENT_STATUSES,
  type Comment,
  type CommentListResponse,
  type CommentStatus,
} from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { ListTablePagination } from '@/components/table/list-table-pagination';
import { StatusTabs } from '@/components/table/status-tabs';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { parsePage, parsePageSize, useListParams } from '@/lib/list-params';
import { useComments, useModerateComment } from '../api/formulas';

const ALL = 'todos';
/** What moderation is about: the pending ones come first. */
const DEFAULT_STATUS: CommentStatus = 'pending';

type TabValue = typeof ALL | CommentStatus;
const TABS: { value: TabValue; label: string; count: keyof CommentListResponse['counts'] }[] = [
  ...COMMENT_STATUSES.map((status) => ({
    value: status,
    label: COMMENT_STATUS_LABELS[status],
    count: status,
  })),
  { value: ALL, label: 'Todos', count: 'all' },
];

const STATUS_COLORS: Record<CommentStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
};

/** One comment's status (the tabs use the plural labels). */
const STATUS_LABEL: Record<CommentStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseTab(value: string | null): TabValue {
  if (value === ALL) return ALL;
  return COMMENT_STATUSES.find((status) => status === value) ?? DEFAULT_STATUS;
}

/** Comments left on formula posts, held until staff approve or reject them. */
export function CommentModerationView() {
  const [searchParams, updateParams] = useListParams();
  const tab = parseTab(searchParams.get('estadoComentario'));
  const formulaParam = searchParams.get('formula');
  const formulaId = formulaParam && UUID.test(formulaParam) ? formulaParam : undefined;
  const page = parsePage(searchParams.get('page'));
  const pageSize = parsePageSize(searchParams.get('pageSize'));

  const { data, isPending, isError, error, isPlaceholderData, refetch } = useComments({
    page,
    pageSize,
    estado: tab === ALL ? undefined : tab,
    formulaId,
  });
  const rows = data?.items ?? [];
  const formulaTitle = rows[0]?.formula.title;

  return (
    <Card>
      <StatusTabs
        value={tab}
        onChange={(value) =>
          updateParams({ estadoComentario: value === DEFAULT_STATUS ? null : value })
        }
        tabs={TABS.map((item) => ({ ...item, count: data?.counts[item.count] }))}
        label="Estado de los comentarios"
      />

      {formulaId && (
        <Box sx={{ px: 2.5, pt: 2.5 }}>
          <Chip
            label={`Fórmula: ${formulaTitle ?? 'la elegida'}`}
            onDelete={() => updateParams({ formula: null })}
            deleteIcon={<HighlightOffIcon aria-label="Ver comentarios de todas las fórmulas" />}
          />
        </Box>
      )}

      {isError && !data ? (
        <RetryAlert error={error} onRetry={() => void refetch()} sx={{ m: 2.5 }} />
      ) : (
        <>
          <Box
            component="ul"
            aria-label="Comentarios"
            aria-busy={isPending || isPlaceholderData}
            sx={{ listStyle: 'none', m: 0, p: 0, opacity: isPlaceholderData ? 0.6 : 1 }}
          >
            {isPending ? (
              Array.from({ length: 3 }, (_, index) => (
                <Box component="li" key={index} sx={{ p: 2.5 }}>
                  <Skeleton width="30%" />
                  <Skeleton width="90%" />
                  <Skeleton width="70%" />
                </Box>
              ))
            ) : rows.length === 0 ? (
              <Box component="li" sx={{ py: 8, textAlign: 'center' }}>
                <ChatBubbleOutlineIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
                <Typography variant="h6" component="p">
                  {tab === 'pending' ? 'No hay comentarios por moderar' : 'No hay comentarios'}
                </Typography>
              </Box>
            ) : (
              rows.map((comment) => <CommentItem key={comment.id} comment={comment} />)
            )}
          </Box>

          <ListTablePagination
            total={data?.total}
            page={page}
            pageSize={pageSize}
            stale={isPlaceholderData}
            update={updateParams}
          />
        </>
      )}
    </Card>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const { enqueueSnackbar } = useSnackbar();
  const moderation = useModerateComment();
  const decide = (status: 'approved' | 'rejected') => {
    moderation.mutate(
      { id: comment.id, status },
      {
        onSuccess: () =>
          enqueueSnackbar(status === 'approved' ? 'Comentario aprobado' : 'Comentario rechazado', {
            variant: 'success',
          }),
        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      },
    );
  };
  const pendingStatus = moderation.isPending ? moderation.variables.status : null;

  return (
    <Box
      component="li"
      aria-label={`Comentario de ${comment.authorName}`}
      sx={{ p: 2.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2">{comment.authorName}</Typography>
            {comment.email && (
              <Link href={`mailto:${comment.email}`} variant="body2" color="text.secondary">
                {comment.email}
              </Link>
            )}
            <Chip
              size="small"
              variant="outlined"
              color={STATUS_COLORS[comment.status]}
              label={STATUS_LABEL[comment.status]}
            />
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {formatDateTime(comment.createdAt)} · en{' '}
            <Link component={RouterLink} to={paths.dashboard.post.details(comment.formula.slug)}>
              {comment.formula.title}
            </Link>
          </Typography>
          {/* Plain text from the public: shown as text, never as HTML. */}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {comment.body}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {comment.status !== 'approved' && (
            <Button
              variant="contained"
              color="success"
              size="small"
              startIcon={<CheckCircleOutlineIcon />}
              onClick={() => decide('approved')}
              loading={pendingStatus === 'approved'}
              disabled={moderation.isPending}
              aria-label={`Aprobar comentario de ${comment.authorName}`}
            >
              Aprobar
            </Button>
          )}
          {comment.status !== 'rejected' && (
            <Button
              variant="outlined"
              color="error"
              size="small"
              startIcon={<HighlightOffIcon />}
              onClick={() => decide('rejected')}
              loading={pendingStatus === 'rejected'}
              disabled={moderation.isPending}
              aria-label={`Rechazar comentario de ${comment.authorName}`}
            >
              Rechazar
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
