import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { useQuery } from '@tanstack/react-query';
import { MAX_LINE_QUANTITY, QUOTATION_SOURCES, type QuotationSource } from '@quimia/contracts';
import { typedQuantity } from '@quimia/contracts/cart-lines';
import { sellingEndpoints } from '@quimia/contracts/endpoints/selling';
import { FormGrid } from '@/components/form-grid';
import {
  QuotationCustomerFields,
  quotationRequestSchema,
  useQuotationRequestForm,
} from '@/domain/sales/quotation-customer-fields';
import { SendButton } from '@/components/send-button';
import { paths } from '@/config/paths';
import { callEndpoint } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import { useCreateQuotation } from '../api/quotations';

/** A line asked for: a presentation and how many. */
export type QuoteRequestItem = { presentationId: string; quantity: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `id:qty,id:qty` (the page's `items` parameter) → the lines it names, bad parts left out. */
export function parseQuoteItems(value: string | null): QuoteRequestItem[] {
  if (!value) return [];
  return value.split(',').flatMap((part) => {
    const [presentationId = '', count = '1'] = part.split(':');
    const quantity = Number(count);
    return UUID.test(presentationId) && Number.isInteger(quantity) && quantity >= 1
      ? [{ presentationId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }]
      : [];
  });
}

/** A line's quantity: what is typed stays as typed while retyping; leaving it shows the kept one. */
function RequestQuantityField({
  value,
  onChange,
}: {
  value: number;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(value));
  return (
    <TextField
      type="number"
      label="Cantidad"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const quantity = typedQuantity(event.target.value);
        if (quantity !== null) onChange(quantity);
      }}
      onBlur={() => setText(String(value))}
      slotProps={{ htmlInput: { min: 1, max: MAX_LINE_QUANTITY, step: 1 } }}
      sx={{ width: 120 }}
    />
  );
}

export function parseQuoteSource(value: string | null): QuotationSource {
  const source = QUOTATION_SOURCES.find((candidate) => candidate === value);
  return source && source !== 'staff' ? source : 'web';
}

const formSchema = quotationRequestSchema(2000, 'Las observaciones admiten 2000 caracteres');

/**
 * "Solicitar cotización": the products asked for (from a product page, the cart or a formula),
 * the quantities the visitor adjusts, who they are and what they need. The server prices it and
 * answers its link, where the visitor lands.
 */
export function QuoteRequestView({
  initialItems,
  source,
}: {
  initialItems: QuoteRequestItem[];
  source: QuotationSource;
}) {
  const [items, setItems] = useState(initialItems);
  const create = useCreateQuotation();

  // Names and list prices of what is asked for, as the server has them.
  const priced = useQuery({
    queryKey: ['quotations', 'request-lines', initialItems],
    queryFn: () => callEndpoint(sellingEndpoints.priceQuote, { body: { items: initialItems } }),
    enabled: initialItems.length > 0,
    select: (answer) => answer.lines,
  });
  const lineOf = (presentationId: string) =>
    priced.data?.find((line) => line.presentationId === presentationId);

  const { control, onSubmit, sending, failure } = useQuotationRequestForm({
    schema: formSchema,
    toBody: (values) => ({ ...values, items, source }),
    send: create.mutateAsync,
  });

  if (initialItems.length === 0) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Alert severity="info">
          Elige los productos en el catálogo y pulsa «Solicitar cotización», o escríbenos desde la
          página de contacto con lo que necesitas.
        </Alert>
        <Button href={paths.product.root} sx={{ mt: 2 }}>
          Ver productos
        </Button>
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <RequestQuoteOutlined color="primary" />
        <Typography variant="h3" component="h1">
          Solicitar cotización
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Te enviamos los precios por escrito, con su validez, en PDF. Los productos con precio a
        consultar los cotiza un vendedor.
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-busy={sending}>
        <Card sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Productos
          </Typography>
          {priced.isPending && <CircularProgress size={24} aria-label="Cargando los productos" />}
          <Stack spacing={2}>
            {items.map((item, index) => {
              const line = lineOf(item.presentationId);
              return (
                <Stack
                  key={item.presentationId}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Box sx={{ flex: 1 }}>
                    <Typography variant="subtitle2">{line?.productName ?? 'Producto'}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {line?.presentationLabel}
                      {line &&
                        ` · ${line.listUnitPriceCents === null ? 'precio a consultar' : `${formatUsd(line.listUnitPriceCents)} sin IVA`}`}
                    </Typography>
                  </Box>
                  <RequestQuantityField
                    value={item.quantity}
                    onChange={(quantity) =>
                      setItems(items.map((it, i) => (i === index ? { ...it, quantity } : it)))
                    }
                  />
                  <IconButton
                    aria-label={`Quitar ${line?.productName ?? 'producto'}`}
                    disabled={items.length === 1}
                    onClick={() => setItems(items.filter((_, i) => i !== index))}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
        </Card>
        <Card sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
            Tus datos
          </Typography>
          <FormGrid>
            <QuotationCustomerFields control={control} />
          </FormGrid>
        </Card>
        {failure && <Alert severity="error">{failure}</Alert>}
        <SendButton sending={sending} size="large">
          Enviar solicitud
        </SendButton>
      </Stack>
    </Container>
  );
}
