import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import {
  BATCH_UNIT_LABELS,
  BATCH_UNITS,
  MAX_BATCH_AMOUNT,
  type BatchUnit,
  type Formula,
  type FormulaQuoteBody,
  type FormulaQuoteResponse,
  type SaleLineInput,
} from '@quimia/contracts';
import { FormGrid } from '@/components/form-grid';
import {
  QuotationCustomerFields,
  quotationRequestSchema,
  useQuotationRequestForm,
} from '@/domain/sales/quotation-customer-fields';
import { SaleFigureRows } from '@/domain/sales/sale-figure-rows';
import { SendButton } from '@/components/send-button';
import { errorMessage } from '@/lib/api-client';
import { formatQuantity } from '@/lib/format';
import { useSettled } from '@/lib/use-settled';
import { useFormulaQuote, useQuoteFigures, useSendFormulaQuotation } from '../api/formula-quote';
import {
  ExcludedIngredients,
  LineProblems,
  ProposedProduct,
  type Quantities,
} from './formula-quote-proposal';

const customerFormSchema = quotationRequestSchema(1500, 'Como máximo 1500 caracteres');

const isBatchUnit = (unit: string): unit is BatchUnit =>
  (BATCH_UNITS as readonly string[]).includes(unit);

/** The formula's yield when a batch can be measured in its unit (not in canecas). */
function defaultBatch(formula: Formula): FormulaQuoteBody | null {
  const yieldOf = formula.batchYield;
  return yieldOf && isBatchUnit(yieldOf.unit)
    ? { formulaId: formula.id, batchAmount: yieldOf.amount, batchUnit: yieldOf.unit }
    : null;
}

/** The proposal's quantities, as the server chose them. */
function proposedQuantities(answer: FormulaQuoteResponse): Quantities {
  return Object.fromEntries(
    answer.products.flatMap((item) =>
      item.options.map((option) => [option.presentationId, option.quantity]),
    ),
  );
}

/** The batch the visitor wants: amount and unit, the formula's yield to start with. */
function BatchForm({
  formula,
  initial,
  loading,
  onSubmit,
}: {
  formula: Formula;
  initial: FormulaQuoteBody | null;
  loading: boolean;
  onSubmit: (body: FormulaQuoteBody) => void;
}) {
  const [amount, setAmount] = useState(initial ? String(initial.batchAmount) : '');
  const [unit, setUnit] = useState<BatchUnit>(initial?.batchUnit ?? 'L');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (!amount.trim() || !Number.isFinite(value) || value < 0.001) {
      setError('Ingresa cuánto quieres preparar');
      return;
    }
    if (value > MAX_BATCH_AMOUNT) {
      setError(`Como máximo ${formatQuantity(MAX_BATCH_AMOUNT, unit)}: para más, escríbenos`);
      return;
    }
    setError(null);
    onSubmit({ formulaId: formula.id, batchAmount: value, batchUnit: unit });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Tamaño del lote"
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) 120px', sm: 'minmax(0, 1fr) 140px auto' },
      }}
    >
      <TextField
        label="Quiero preparar"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={Boolean(error)}
        helperText={
          error ??
          (formula.batchYield
            ? `La fórmula rinde ${formatQuantity(formula.batchYield.amount, formula.batchYield.unit)}`
            : undefined)
        }
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        select
        label="Unidad"
        value={unit}
        onChange={(event) => setUnit(event.target.value as BatchUnit)}
      >
        {BATCH_UNITS.map((value) => (
          <MenuItem key={value} value={value}>
            {BATCH_UNIT_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disabled={loading}
        sx={{ height: { sm: 56 }, minWidth: 112, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        {loading ? (
          <CircularProgress size={20} color="inherit" aria-label="Calculando" />
        ) : (
          'Calcular'
        )}
      </Button>
    </Box>
  );
}

function StepTitle({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h6" component="h3" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/**
 * "Cotizar esta fórmula": the visitor says how much they want to make, sees each catalogue
 * ingredient scaled and covered by the cheapest packs (which they adjust or drop), the figures
 * with IVA and what is left out, and sends it as a quotation, landing on its page.
 */
export default function FormulaQuoteDialog({
  formula,
  open,
  onClose,
}: {
  formula: Formula;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const initial = useMemo(() => defaultBatch(formula), [formula]);
  const [batch, setBatch] = useState<FormulaQuoteBody | null>(initial);
  const proposal = useFormulaQuote(open ? batch : null);
  const answer = proposal.data;

  // The visitor's quantities belong to the proposal they were made on; a new one starts afresh.
  const [edited, setEdited] = useState<{ source: FormulaQuoteResponse; quantities: Quantities }>();
  const quantities = useMemo(
    () =>
      answer ? (edited?.source === answer ? edited.quantities : proposedQuantities(answer)) : {},
    [answer, edited],
  );
  const changeQuantities = (changes: Quantities) => {
    if (answer) setEdited({ source: answer, quantities: { ...quantities, ...changes } });
  };
  const lines: SaleLineInput[] = useMemo(
    () =>
      (answer?.products ?? []).flatMap((item) =>
        item.options.flatMap((option) => {
          const quantity = quantities[option.presentationId] ?? 0;
          return quantity > 0 ? [{ presentationId: option.presentationId, quantity }] : [];
        }),
      ),
    [answer, quantities],
  );
  const changed = Boolean(answer) && JSON.stringify(lines) !== JSON.stringify(answer!.lines);
  const settledLines = useSettled(lines, 400);
  const figures = useQuoteFigures(settledLines, changed);
  const pricing = changed ? figures.data : answer?.pricing;
  const updating = changed && (figures.isFetching || settledLines !== lines);

  const send = useSendFormulaQuotation();
  const { control, onSubmit, sending, failure } = useQuotationRequestForm({
    schema: customerFormSchema,
    toBody: (values) => {
      if (!answer || lines.length === 0) return null;
      // Staff read what was asked for beside the lines: the formula and the batch.
      const origin = `Cotización desde la fórmula «${answer.formula.title}» para un lote de ${formatQuantity(answer.batch.amount, answer.batch.unit)}.`;
      return {
        customer: values.customer,
        items: lines,
        notes: values.notes ? `${origin}\n\n${values.notes}` : origin,
        source: 'formula' as const,
      };
    },
    send: send.mutateAsync,
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="cotizar-formula-title"
      scroll="paper"
    >
      <DialogTitle id="cotizar-formula-title" sx={{ pr: 7 }}>
        Cotizar esta fórmula
        <Typography
          variant="body2"
          component="span"
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          {formula.title}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label="Cerrar"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="lote-title">
            <StepTitle id="lote-title">1. ¿Cuánto quieres preparar?</StepTitle>
            <BatchForm
              formula={formula}
              initial={initial}
              loading={proposal.isFetching}
              onSubmit={setBatch}
            />
          </Box>

          {proposal.error && !proposal.isFetching && (
            <Alert severity="error">{errorMessage(proposal.error)}</Alert>
          )}

          {answer && (
            <Box
              component="section"
              aria-labelledby="propuesta-title"
              aria-busy={proposal.isFetching}
            >
              <StepTitle id="propuesta-title">
                {`2. Lo que necesitas para ${formatQuantity(answer.batch.amount, answer.batch.unit)}`}
              </StepTitle>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                Te proponemos la combinación más económica de nuestras presentaciones. Cambia las
                cantidades o quita lo que ya tienes.
              </Typography>
              {answer.batch.notes.length > 0 && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {answer.batch.notes.map((note) => (
                    <div key={note}>{note}</div>
                  ))}
                </Alert>
              )}
              <Stack spacing={3}>
                {answer.products.length > 0 ? (
                  <Box
                    component="ul"
                    sx={{
                      p: 0,
                      m: 0,
                      display: 'grid',
                      gap: 1.5,
                      gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
                      alignItems: 'start',
                    }}
                  >
                    {answer.products.map((item) => (
                      <ProposedProduct
                        key={item.product.id}
                        item={item}
                        quantities={quantities}
                        ivaRate={answer.pricing.summary.ivaRate}
                        onChange={changeQuantities}
                      />
                    ))}
                  </Box>
                ) : (
                  <Alert severity="info">
                    Ninguno de los ingredientes de esta fórmula tiene precio en línea: escríbenos y
                    te los cotizamos.
                  </Alert>
                )}
                <ExcludedIngredients items={answer.excluded} />
                {lines.length > 0 && pricing && (
                  <Box
                    component="section"
                    aria-labelledby="valores-title"
                    aria-live="polite"
                    sx={{ bgcolor: 'background.neutral', borderRadius: 2, p: 2 }}
                  >
                    <Typography
                      id="valores-title"
                      variant="subtitle1"
                      component="h3"
                      sx={{ mb: 1 }}
                    >
                      Valores de referencia
                    </Typography>
                    <SaleFigureRows
                      summary={pricing.summary}
                      totalLabel="Total con IVA"
                      note={
                        updating
                          ? 'Actualizando…'
                          : 'Sin envío: lo calculamos cuando aceptes la cotización, según cómo la recibas.'
                      }
                    />
                  </Box>
                )}
                {pricing && !updating && <LineProblems errors={pricing.errors} />}
              </Stack>
            </Box>
          )}

          {answer && (
            <Box
              component="form"
              noValidate
              onSubmit={onSubmit}
              aria-labelledby="datos-title"
              aria-busy={sending}
            >
              <StepTitle id="datos-title">3. Tus datos</StepTitle>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                Te enviamos la cotización por escrito, con su validez y en PDF. Puedes aceptarla en
                línea.
              </Typography>
              <Stack spacing={2.5}>
                <FormGrid>
                  <QuotationCustomerFields
                    control={control}
                    notesPlaceholder="Cuándo lo necesitas, dónde lo recibes, dudas sobre la fórmula…"
                  />
                </FormGrid>
                {failure && <Alert severity="error">{failure}</Alert>}
                {lines.length === 0 ? (
                  <Alert severity="info">
                    Agrega al menos un producto para pedir la cotización.
                  </Alert>
                ) : (
                  <SendButton sending={sending} size="large">
                    Enviar solicitud de cotización
                  </SendButton>
                )}
              </Stack>
            </Box>
          )}
          {!answer && proposal.isFetching && (
            <Stack sx={{ alignItems: 'center', py: 4 }}>
              <CircularProgress aria-label="Calculando la propuesta" />
            </Stack>
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
