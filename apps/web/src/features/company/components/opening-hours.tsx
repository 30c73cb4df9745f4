import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { shopHours, useCompany } from '@/api/company';

/** Opening hours: once when every branch keeps the same ones, else each branch's. */
export function OpeningHours({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { data: company } = useCompany();
  const groups = shopHours(company?.branches ?? []);
  const shared = groups.length === 1 && groups[0]!.branch === null;
  return (
    <Card variant="outlined" sx={{ p: 3, height: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <ScheduleOutlinedIcon color="primary" aria-hidden />
        <Typography variant="h6" component={headingLevel}>
          Horario de atención
        </Typography>
      </Stack>
      {groups.map((group) => (
        <Stack key={group.branch ?? ''} spacing={1} sx={{ mb: 2 }}>
          {group.branch && <Typography variant="subtitle2">{group.branch}</Typography>}
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            {group.hours.map((slot) => (
              <Stack
                key={slot.days}
                direction="row"
                sx={{ justifyContent: 'space-between', gap: 2 }}
              >
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {slot.days}
                </Typography>
                <Typography component="dd" variant="subtitle2" sx={{ m: 0 }}>
                  {slot.time}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
      ))}
      {shared && (company?.branches.length ?? 0) > 1 && (
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          Horario de todas las sucursales.
        </Typography>
      )}
    </Card>
  );
}
