import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { errorMessage } from '@/lib/api-client';
import { useDraftDescription } from '../api/products';
import { descriptionDraftOf, htmlToText, type DraftLookups } from '../utils/description-draft';
import type { ProductFormValues } from './product-form-model';

type DescriptionDraftButtonProps = {
  /** The form's values now (saved or not). */
  getValues: () => ProductFormValues;
  /** Puts the draft in the description field; saving stays the user's decision. */
  onApply: (text: string) => void;
  lookups: DraftLookups;
};

type Draft = { text: string; notice: string };

/**
 * "Generar con QuimIA": a description drafted from the form's data. An empty field receives it at
 * once; text already written is replaced only after the user says so. Nothing is saved.
 */
export function DescriptionDraftButton({
  getValues,
  onApply,
  lookups,
}: DescriptionDraftButtonProps) {
  const draft = useDraftDescription();
  const [notice, setNotice] = useState<string | null>(null);
  const [offer, setOffer] = useState<Draft | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  const apply = (next: Draft) => {
    onApply(next.text);
    setNotice(next.notice);
    setOffer(null);
  };

  const generate = () => {
    const values = getValues();
    setNotice(null);
    draft.reset();
    if (values.name.trim().length < 2) {
      setLocalError('Escribe primero el nombre del producto: QuimIA parte de sus datos.');
      return;
    }
    setLocalError(null);
    draft.mutate(descriptionDraftOf(values, lookups), {
      onSuccess: (data) => {
        const next = { text: htmlToText(data.html), notice: data.notice };
        // Read again: the user may have typed while the draft was on its way.
        if (getValues().description.trim()) setOffer(next);
        else apply(next);
      },
    });
  };

  const error = localError ?? (draft.isError ? errorMessage(draft.error) : null);
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AutoAwesomeOutlined />}
          onClick={generate}
          loading={draft.isPending}
          loadingPosition="start"
        >
          Generar con QuimIA
        </Button>
      </Box>
      {error && (
        <Alert severity="error" onClose={() => (localError ? setLocalError(null) : draft.reset())}>
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="info" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      <Dialog
        open={Boolean(offer)}
        onClose={() => setOffer(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="description-draft-title"
      >
        <DialogTitle id="description-draft-title">¿Reemplazar la descripción?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            La descripción actual se reemplazará por este borrador. El producto no se guarda hasta
            que pulses «Guardar producto».
          </DialogContentText>
          {offer && (
            <>
              <Alert severity="info" sx={{ mb: 2 }}>
                {offer.notice}
              </Alert>
              <Box
                aria-label="Borrador de QuimIA"
                sx={{
                  p: 2,
                  maxHeight: 320,
                  overflowY: 'auto',
                  whiteSpace: 'pre-line',
                  typography: 'body2',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              >
                {offer.text}
              </Box>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={() => setOffer(null)}>
            Conservar la mía
          </Button>
          <Button variant="contained" onClick={() => offer && apply(offer)}>
            Reemplazar descripción
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
