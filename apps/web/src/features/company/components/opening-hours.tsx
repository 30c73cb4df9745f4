import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { site } from '@/config/site';

/** Opening hours of both branches. */
export function OpeningHours({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card variant="outlined" sx={{ p: 3, height: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <ScheduleOutlinedIcon color="primary" aria-hidden />
        <Typography variant="h6" component={headingLevel}>
          Horario de atención
        </Typography>
      </Stack>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {site.hours.map((slot) => (
          <Stack key={slot.days} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {slot.days}
            </Typography>
            <Typography component="dd" variant="subtitle2" sx={{ m: 0 }}>
              {slot.time}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="caption" sx={{ display: 'block', mt: 2, color: 'text.secondary' }}>
        Horario de ambas sucursales. Domingos cerrado.
      </Typography>
    </Card>
  );
}
