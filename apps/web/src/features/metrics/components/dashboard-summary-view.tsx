import type { ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import {
  WAITING_KIND_LABELS,
  type ComparedFigure,
  type MetricsRange,
  type SpanFigures,
  type WaitingItem,
  type WaitingKind,
} from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { useCompany } from '@/api/company';
import { RetryAlert } from '@/components/retry-alert';
import { formatDay, formatPercent } from '@/lib/figure-format';
import { formatNumber, formatUsd } from '@/lib/format';
import { useDashboardSummary } from '../api/metrics';
import { metricsHref } from '../utils/metric-link';

const WAITING_ICONS: Record<WaitingKind, ReactElement> = {
  quotationRequests: <RequestQuoteOutlined />,
  quotationMessages: <ForumOutlined />,
  quotationsAccepted: <TaskAltOutlined />,
  ordersPending: <PendingActionsOutlined />,
  ordersConfirmed: <LocalShippingOutlined />,
  commentsPending: <RateReviewOutlined />,
  lowStock: <Inventory2Outlined />,
};

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** One thing waiting: how many, what (the link's name, "4 Cotizaciones nuevas"), and where. */
function WaitingCard({ item }: { item: WaitingItem }) {
  const idle = item.count === 0;
  return (
    <Card sx={{ height: 1, opacity: idle ? 0.75 : 1 }}>
      <CardActionArea
        component={RouterLink}
        to={metricsHref(item.link)}
        sx={{ height: 1, p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h3" component="span">
            {formatNumber(item.count)}
          </Typography>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 40,
              height: 40,
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              color: idle ? 'text.disabled' : 'warning.dark',
              bgcolor: idle ? theme.palette.action.hover : alpha(theme.palette.warning.main, 0.16),
            })}
          >
            {WAITING_ICONS[item.kind]}
          </Box>
        </Box>
        <Typography variant="subtitle2" component="span" sx={{ mt: 1 }}>
          {WAITING_KIND_LABELS[item.kind]}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** "24 nov 2026" or "1 nov 2026 – 24 nov 2026". */
function rangeLabel(range: MetricsRange): string {
  return range.desde === range.hasta
    ? formatDay(range.desde)
    : `${formatDay(range.desde)} – ${formatDay(range.hasta)}`;
}

/** The change against last month: up, down, or no base to compare with. */
function Change({ figure }: { figure: ComparedFigure }) {
  if (figure.changePercent === null) {
    return (
      <Typography variant="caption" color="text.secondary">
        {figure.current === 0 ? 'Sin movimiento' : 'Sin base para comparar'}
      </Typography>
    );
  }
  const up = figure.changePercent >= 0;
  const Icon = up ? ArrowUpwardRounded : ArrowDownwardRounded;
  return (
    <Typography
      variant="caption"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        fontWeight: 600,
        color: up ? 'success.onPaper' : 'error.onPaper',
      }}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      {`${up ? '+' : ''}${formatPercent(figure.changePercent)}`}
    </Typography>
  );
}

type FigureRow = {
  key: 'salesCents' | 'quotations' | 'orders' | 'ordersCents';
  label: string;
  money: boolean;
};
const FIGURES: FigureRow[] = [
  { key: 'salesCents', label: 'Ventas (sin IVA)', money: true },
  { key: 'quotations', label: 'Cotizaciones', money: false },
  { key: 'orders', label: 'Pedidos', money: false },
  { key: 'ordersCents', label: 'Monto de pedidos', money: true },
];

/** A span's figures (today, this month) against the same days of last month. */
function SpanCard({ title, span }: { title: string; span: SpanFigures }) {
  const show = (value: number, money: boolean) => (money ? formatUsd(value) : formatNumber(value));
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, height: 1 }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {rangeLabel(span.current)}, frente a {rangeLabel(span.previous)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {FIGURES.map(({ key, label, money }) => {
          const figure = span[key];
          return (
            <Box component="li" key={key} sx={{ borderTop: 1, borderColor: 'divider' }}>
              <CardActionArea
                component={RouterLink}
                to={metricsHref(figure.link)}
                sx={{
                  py: 1.25,
                  px: 1,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) auto',
                  alignItems: 'center',
                  columnGap: 2,
                }}
              >
                <Typography variant="body2">{label}</Typography>
                <Typography variant="subtitle1" component="span" sx={{ textAlign: 'right' }}>
                  {show(figure.current, money)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Mes anterior: {show(figure.previous, money)}
                </Typography>
                <Box sx={{ textAlign: 'right' }}>
                  <Change figure={figure} />
                </Box>
              </CardActionArea>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}

/**
 * A shop with no bank account sends every buyer who pays by transfer to ask on WhatsApp: staff
 * learn it here, before a buyer does.
 */
export function MissingBankAccountAlert({ admin }: { admin: boolean }) {
  const { data: company } = useCompany();
  if (!company || company.bankAccounts.length > 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        admin ? (
          <Button component={RouterLink} to="/dashboard/settings" color="inherit" size="small">
            Agregar en Empresa
          </Button>
        ) : undefined
      }
    >
      Falta una cuenta bancaria: quien elija pagar por transferencia no verá a dónde transferir y
      tendrá que pedirla por WhatsApp.
      {admin ? '' : ' Pide a un administrador que la agregue en Empresa.'}
    </Alert>
  );
}

/**
 * Principal: what waits for staff now (quotations and orders to handle, comments to moderate, low
 * stock) and today's and this month's figures against last month, each leading to its screen.
 * `admin`: the viewer can add what the shop lacks (Empresa is theirs).
 */
export function DashboardSummaryView({ admin = false }: { admin?: boolean }) {
  const { data, isError, error, refetch } = useDashboardSummary();

  if (!data) {
    return (
      <Box sx={{ mb: 5 }} aria-busy={!isError}>
        {isError ? (
          <RetryAlert error={error} onRetry={() => void refetch()} />
        ) : (
          <Box sx={gridSx}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={112} />
            ))}
          </Box>
        )}
      </Box>
    );
  }

  const waiting = data.waiting.reduce((sum, item) => sum + item.count, 0);
  return (
    <Box sx={{ mb: 5 }}>
      <MissingBankAccountAlert admin={admin} />
      <Box component="section" aria-labelledby="principal-waiting" sx={{ mb: 4 }}>
        <Typography id="principal-waiting" variant="h5" component="h2" sx={{ mb: 0.5 }}>
          Pendientes
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {waiting === 0
            ? 'Nada espera por ahora.'
            : 'Lo que espera atención; cada tarjeta abre la pantalla donde se atiende.'}
        </Typography>
        <Box component="ul" sx={gridSx}>
          {data.waiting.map((item) => (
            <Box component="li" key={item.kind}>
              <WaitingCard item={item} />
            </Box>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="principal-figures">
        <Typography id="principal-figures" variant="h5" component="h2" sx={{ mb: 2 }}>
          Cifras
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <SpanCard title="Hoy" span={data.day} />
          <SpanCard title="Este mes" span={data.month} />
        </Box>
      </Box>
    </Box>
  );
}
