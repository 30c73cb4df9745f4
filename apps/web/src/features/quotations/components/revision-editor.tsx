import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useQuery } from '@tanstack/react-query';
import {
  IDENTIFICATION_TYPE_LABELS,
  IDENTIFICATION_TYPES,
  type IdentificationType,
  type StaffQuotation,
} from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { NativeOptions } from '@/components/form-fields';
import { FormGrid, FULL_ROW } from '@/components/form-grid';
import { ProductPicker, type PickedProduct } from '@/domain/catalog/product-picker';
import { callEndpoint, errorMessage } from '@/lib/api-client';
import { asApiError } from '@/lib/api-error';
import { dollarsToCents, formatUsd } from '@/lib/format';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useReviseQuotation } from '../api/quotations';

type EditorLine = {
  presentationId: string;
  name: string;
  label: string;
  quantity: string;
  /** Dollars as typed; empty: the price list's (with its volume price). */
  price: string;
  listUnitPriceCents: number | null;
};

type CustomerFields = {
  name: string;
  email: string;
  phone: string;
  identificationType: IdentificationType | '';
  identification: string;
  city: string;
  address: string;
};

const toDollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const parseDollars = (text: string) => dollarsToCents(Number(text.replace(',', '.')));

/** A product picked from the catalogue, and one of its presentations to add. */
function AddLine({ onAdd }: { onAdd: (line: EditorLine) => void }) {
  const [text, setText] = useState('');
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [presentationId, setPresentationId] = useState('');
  const details = useQuery({
    queryKey: ['quotations', 'product-presentations', product?.id ?? ''],
    queryFn: () =>
      callEndpoint(catalogEndpoints.product, {
        query: { id: product!.id, incluirBorradores: 'true' },
      }),
    enabled: Boolean(product),
    select: (answer) => answer.product.presentations,
  });
  const presentations = details.data ?? [];
  const chosen = presentations.find((p) => p.id === presentationId) ?? presentations[0];
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' } }}
    >
      <Box sx={{ flex: 1 }}>
        <ProductPicker
          text={text}
          onTextChange={setText}
          product={product}
          onProductChange={(picked) => {
            setProduct(picked);
            setPresentationId('');
          }}
          label="Agregar un producto"
          placeholder="Nombre, código o CAS"
        />
      </Box>
      <TextField
        select
        label="Presentación"
        value={chosen?.id ?? ''}
        onChange={(event) => setPresentationId(event.target.value)}
        disabled={!product || presentations.length === 0}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <NativeOptions
          options={presentations.map((p) => ({
            value: p.id,
            label: `${p.label} · ${p.priceCents === null ? 'a consultar' : formatUsd(p.priceCents)}`,
          }))}
          emptyOption={product ? undefined : 'Elige un producto'}
        />
      </TextField>
      <Button
        startIcon={<AddOutlined />}
        disabled={!product || !chosen}
        onClick={() => {
          if (!product || !chosen) return;
          onAdd({
            presentationId: chosen.id,
            name: product.name,
            label: chosen.label,
            quantity: '1',
            price: '',
            listUnitPriceCents: chosen.priceCents,
          });
          setProduct(null);
          setText('');
        }}
      >
        Agregar
      </Button>
    </Stack>
  );
}

/**
 * A counter-offer: the latest revision's lines with their prices (kept as quoted unless changed;
 * empty takes the price list's), lines added or removed, a discount, notes for the buyer, a new
 * validity and the buyer's data. Saving makes the next revision; the earlier ones stay.
 */
export function RevisionEditor({
  quotation,
  onDone,
}: {
  quotation: StaffQuotation;
  onDone: () => void;
}) {
  const revise = useReviseQuotation();
  const [lines, setLines] = useState<EditorLine[]>(() =>
    quotation.lines.flatMap((line) =>
      line.presentationId
        ? [
            {
              presentationId: line.presentationId,
              name: line.productName,
              label: line.presentationLabel,
              quantity: String(line.quantity),
              // A price staff set stays; list prices follow the price list when saved again.
              price: line.priceByStaff ? toDollars(line.unitPriceCents) : '',
              listUnitPriceCents: line.listUnitPriceCents,
            },
          ]
        : [],
    ),
  );
  const [customer, setCustomer] = useState<CustomerFields>({
    ...quotation.customer,
    phone: quotation.customer.phone ?? '',
    identificationType: quotation.customer.identificationType ?? '',
    identification:
      quotation.customer.identificationType === 'consumidor_final'
        ? ''
        : quotation.customer.identification,
  });
  const [discount, setDiscount] = useState(toDollars(quotation.summary.discountCents || null));
  const [notes, setNotes] = useState(quotation.sellerNotes);
  const [validUntil, setValidUntil] = useState(quotation.validUntil);
  const [problems, setProblems] = useState<string[]>([]);

  const setLine = (index: number, change: Partial<EditorLine>) =>
    setLines(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  /** A customer field's value and what typing in it changes. */
  const customerField = (field: keyof CustomerFields) => ({
    value: customer[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setCustomer({ ...customer, [field]: event.target.value }),
    fullWidth: true,
  });

  const save = async () => {
    setProblems([]);
    try {
      await revise.mutateAsync({
        id: quotation.id,
        customer: {
          ...customer,
          phone: customer.phone || null,
          identificationType: customer.identificationType || null,
        },
        lines: lines.map((line) => ({
          presentationId: line.presentationId,
          quantity: Number(line.quantity),
          unitPriceCents: line.price.trim() === '' ? null : parseDollars(line.price),
        })),
        discountCents: discount.trim() === '' ? 0 : (parseDollars(discount) ?? -1),
        notes,
        validUntil,
      });
      onDone();
    } catch (error) {
      const details = (asApiError(error)?.details ?? []).map((detail) => detail.message);
      setProblems(details.length > 0 ? details : [errorMessage(error)]);
    }
  };
  const { onSubmit, sending } = useSingleSubmit(save);

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="Nueva revisión">
      <Stack spacing={2}>
        {lines.map((line, index) => (
          <Stack
            key={`${line.presentationId}-${index}`}
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'center' } }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography variant="subtitle2">{line.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {line.label} · lista:{' '}
                {line.listUnitPriceCents === null
                  ? 'a consultar'
                  : formatUsd(line.listUnitPriceCents)}
              </Typography>
            </Box>
            <TextField
              label="Cantidad"
              type="number"
              value={line.quantity}
              onChange={(event) => setLine(index, { quantity: event.target.value })}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
              sx={{ width: 100 }}
            />
            <TextField
              label="Precio ($, sin IVA)"
              value={line.price}
              placeholder="De lista"
              onChange={(event) => setLine(index, { price: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
              sx={{ width: 160 }}
            />
            <IconButton
              aria-label={`Quitar ${line.name}`}
              disabled={lines.length === 1}
              onClick={() => setLines(lines.filter((_, i) => i !== index))}
            >
              <DeleteOutline />
            </IconButton>
          </Stack>
        ))}
        <AddLine onAdd={(line) => setLines([...lines, line])} />
      </Stack>

      <FormGrid>
        <TextField
          label="Descuento ($, antes de IVA)"
          value={discount}
          onChange={(event) => setDiscount(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        <TextField
          label="Válida hasta"
          type="date"
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          label="Observaciones para el cliente"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          sx={FULL_ROW}
        />
        <TextField label="Cliente (nombre o empresa)" {...customerField('name')} />
        <TextField label="Correo" type="email" {...customerField('email')} />
        <TextField label="Celular o WhatsApp" {...customerField('phone')} />
        <TextField label="Ciudad" {...customerField('city')} />
        <TextField
          select
          label="Identificación"
          {...customerField('identificationType')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <NativeOptions
            options={IDENTIFICATION_TYPES.map((value) => ({
              value,
              label: IDENTIFICATION_TYPE_LABELS[value],
            }))}
            emptyOption="Sin identificación"
          />
        </TextField>
        <TextField label="Número de identificación" {...customerField('identification')} />
        <TextField label="Dirección" {...customerField('address')} sx={FULL_ROW} />
      </FormGrid>

      {problems.length > 0 && (
        <Alert severity="error">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5}>
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Guardar revisión {quotation.revision + 1}
        </Button>
        <Button onClick={onDone} disabled={sending}>
          Cancelar
        </Button>
      </Stack>
    </Stack>
  );
}
