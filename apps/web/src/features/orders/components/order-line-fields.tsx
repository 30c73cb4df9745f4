import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Order, OrderLineEdit, OrderLineOptions } from '@quimia/contracts';
import { NativeOptions } from '@/components/form-fields';
import { formatNumber } from '@/lib/format';
import { lineFieldError, type LineDraft } from './order-line-edits';

type OrderLineFieldsProps = {
  order: Order;
  drafts: Record<number, LineDraft>;
  onChange: (position: number, draft: LineDraft) => void;
  /** The presentations and the branch's stock per line (none while loading). */
  options: OrderLineOptions | undefined;
  /** Whether a line may take another presentation of its product. */
  swaps: boolean;
  /** The last request's error and what it sent, to put each message on its line. */
  error: unknown;
  sent: readonly OrderLineEdit[];
};

/**
 * Each line of an order with its quantity (never above what was ordered: the server refuses
 * more), a button to remove it and, when `swaps`, another presentation of its product; what the
 * branch has of it when known. One column on a phone.
 */
export function OrderLineFields({
  order,
  drafts,
  onChange,
  options,
  swaps,
  error,
  sent,
}: OrderLineFieldsProps) {
  const kept = order.lines.filter((line) => !drafts[line.position]?.removed).length;
  const setMessage = lineFieldError(error, sent, null);
  return (
    <>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.lines.map((line) => {
          const draft = drafts[line.position]!;
          const option = options?.lines.find((item) => item.position === line.position);
          const presentations = option?.presentations ?? [];
          const swapped = draft.presentationId !== line.presentationId;
          const quantityError = lineFieldError(error, sent, line.position, 'quantity');
          const presentationError = lineFieldError(error, sent, line.position, 'presentationId');
          const lineError = lineFieldError(error, sent, line.position, 'position');
          const id = `order-line-${line.position}`;
          return (
            <Stack
              key={line.position}
              component="li"
              spacing={1}
              aria-labelledby={`${id}-name`}
              sx={{ opacity: draft.removed ? 0.6 : 1 }}
            >
              <div>
                <Typography id={`${id}-name`} variant="subtitle2">
                  {line.productName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Pedido: {formatNumber(line.quantity)} × {line.presentationLabel}
                  {option?.availableText ? ` · ${option.availableText}` : ''}
                </Typography>
                {lineError && (
                  <Typography variant="body2" color="error">
                    {lineError}
                  </Typography>
                )}
              </div>
              {draft.removed ? (
                <Button
                  size="small"
                  onClick={() => onChange(line.position, { ...draft, removed: false })}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Volver a incluir
                </Button>
              ) : (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  {swaps && presentations.length > 1 && (
                    <TextField
                      select
                      label="Presentación"
                      value={draft.presentationId ?? ''}
                      onChange={(event) =>
                        onChange(line.position, { ...draft, presentationId: event.target.value })
                      }
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      error={Boolean(presentationError)}
                      helperText={presentationError}
                      sx={{ minWidth: 160 }}
                    >
                      <NativeOptions
                        options={presentations.map((item) => ({
                          value: item.id,
                          label: item.label,
                        }))}
                      />
                    </TextField>
                  )}
                  <TextField
                    label="Cantidad"
                    type="number"
                    value={draft.quantity}
                    onChange={(event) =>
                      onChange(line.position, { ...draft, quantity: event.target.value })
                    }
                    required
                    slotProps={{
                      htmlInput: {
                        min: 1,
                        // A smaller presentation may take more units: the server weighs the amount.
                        ...(swapped ? {} : { max: line.quantity }),
                        step: 1,
                        inputMode: 'numeric',
                      },
                    }}
                    error={Boolean(quantityError)}
                    helperText={
                      quantityError ??
                      (option?.availableQuantity !== null && option?.availableQuantity !== undefined
                        ? `La sucursal puede servir ${formatNumber(option.availableQuantity)}`
                        : undefined)
                    }
                    sx={{ maxWidth: { sm: 160 } }}
                  />
                  <Button
                    color="error"
                    onClick={() => onChange(line.position, { ...draft, removed: true })}
                    disabled={kept <= 1}
                    aria-label={`Quitar ${line.productName} (${line.presentationLabel})`}
                    sx={{ alignSelf: { sm: 'center' } }}
                  >
                    Quitar
                  </Button>
                </Stack>
              )}
            </Stack>
          );
        })}
      </Stack>
      {setMessage && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {setMessage}
        </Typography>
      )}
    </>
  );
}
