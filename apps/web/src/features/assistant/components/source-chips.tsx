import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import type { AssistantSource } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';

const KIND: Record<AssistantSource['kind'], { label: string; icon: ReactElement }> = {
  product: { label: 'Producto', icon: <Inventory2Outlined /> },
  formula: { label: 'Fórmula', icon: <ScienceOutlined /> },
  client: { label: 'Cliente', icon: <PersonOutline /> },
  supplier: { label: 'Proveedor', icon: <LocalShippingOutlined /> },
  metric: { label: 'Métrica', icon: <InsightsOutlined /> },
};

/** What an answer was grounded on, each a link to its page on this site. */
export function SourceChips({ sources }: { sources: AssistantSource[] }) {
  if (sources.length === 0) return null;
  return (
    <Stack component="nav" aria-label="Fuentes de la respuesta" spacing={0.75} sx={{ mt: 1.5 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        Fuentes
      </Typography>
      <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
        {sources.map((source) => (
          <Chip
            key={source.href}
            component={RouterLink}
            to={source.href}
            clickable
            size="small"
            variant="outlined"
            icon={KIND[source.kind].icon}
            label={source.title}
            title={`${KIND[source.kind].label}: ${source.title}`}
            sx={{ maxWidth: 1 }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
