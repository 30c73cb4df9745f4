import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ghs } from '@quimia/contracts';
import { GHS_PICTOGRAM_LABELS, GhsPictogram } from '@/domain/catalog/ghs-pictogram';
import { SIGNAL_WORD_LABELS } from '../utils/labels';

/** GHS labelling of a product: pictograms, signal word and hazard statements. */
export function GhsPanel({ ghs }: { ghs: Ghs }) {
  if (ghs.pictograms.length === 0 && !ghs.signalWord && ghs.hazardStatements.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Este producto no está clasificado como peligroso según el SGA (GHS). Manéjalo siempre con
        buenas prácticas y consulta su hoja de seguridad.
      </Typography>
    );
  }

  return (
    <Stack spacing={2}>
      {ghs.pictograms.length > 0 && (
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 2,
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {ghs.pictograms.map((code) => (
            <Box component="li" key={code} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <GhsPictogram code={code} size={64} />
              {/* What the symbol means, for those who do not know it by heart; the pictogram
                  already says it to screen readers. */}
              <Typography variant="body2" aria-hidden sx={{ maxWidth: 140, lineHeight: 1.3 }}>
                {GHS_PICTOGRAM_LABELS[code]}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {ghs.signalWord && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="span">
            Palabra de advertencia:
          </Typography>
          <Box
            component="strong"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              typography: 'caption',
              fontWeight: 700,
              textTransform: 'uppercase',
              color: ghs.signalWord === 'danger' ? 'error.contrastText' : 'warning.contrastText',
              bgcolor: ghs.signalWord === 'danger' ? 'error.main' : 'warning.main',
            }}
          >
            {SIGNAL_WORD_LABELS[ghs.signalWord]}
          </Box>
        </Stack>
      )}
      {ghs.hazardStatements.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            Indicaciones de peligro
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
            {ghs.hazardStatements.map((statement) => (
              <li key={statement}>{statement}</li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
