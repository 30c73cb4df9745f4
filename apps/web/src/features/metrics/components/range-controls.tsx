import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  METRICS_GROUPING_LABELS,
  METRICS_GROUPINGS,
  type MetricsGrouping,
} from '@quimia/contracts';
import type { ParamChanges } from '@/lib/list-params';
import type { MetricsRangeState } from '../utils/range-params';

type RangeControlsProps = {
  range: MetricsRangeState;
  update: (changes: ParamChanges) => void;
};

/** The days the figures cover and how the series group them, written to the address. */
export function RangeControls({ range, update }: RangeControlsProps) {
  return (
    <Card
      component="section"
      aria-label="Periodo de las métricas"
      sx={{
        p: 2.5,
        mb: 3,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr 1fr', md: '170px 170px auto 1fr' },
      }}
    >
      <TextField
        type="date"
        label="Desde"
        value={range.desde}
        onChange={(event) => update({ desde: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.hasta } }}
      />
      <TextField
        type="date"
        label="Hasta"
        value={range.hasta}
        onChange={(event) => update({ hasta: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.desde } }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={range.agrupar}
        onChange={(_event, value: MetricsGrouping | null) => {
          if (value) update({ agrupar: value === 'mes' ? null : value });
        }}
        aria-label="Agrupar por"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, '& > *': { flex: 1, px: 2 } }}
      >
        {METRICS_GROUPINGS.map((grouping) => (
          <ToggleButton key={grouping} value={grouping}>
            {METRICS_GROUPING_LABELS[grouping]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {range.custom && (
        <Box
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'flex', justifyContent: 'end' }}
        >
          <Button onClick={() => update({ desde: null, hasta: null })}>
            Volver al periodo por defecto
          </Button>
        </Box>
      )}
    </Card>
  );
}
