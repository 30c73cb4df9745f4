import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Presentation } from '@quimia/contracts';
import { IVA_CODE_LABELS, ivaRateOf, type IvaCode } from '@quimia/contracts/pricing';
import { TableFrame } from '@/components/table-frame';
import { tableSx } from '@/components/table-styles';
import { centsWithIva, formatQuantity, formatUsd, inSentence } from '@/lib/format';
import { presentationCount } from '@/lib/presentation-noun';

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

type PresentationsTableProps = {
  presentations: Presentation[];
  ivaCode: IvaCode;
  /** Percent, from the server's configuration; unknown while it loads. */
  ivaRate: number | undefined;
};

/** A presentation's volume prices, each from the quantity it starts at ("desde 10 sacos: $60,00"). */
function PriceBreaks({ presentation, rate }: { presentation: Presentation; rate: number }) {
  if (presentation.priceBreaks.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
      {presentation.priceBreaks.map((priceBreak) => (
        <Typography
          key={priceBreak.fromQuantity}
          variant="caption"
          component="span"
          sx={{ display: 'block', color: 'success.dark' }}
        >
          desde {presentationCount(presentation.label, priceBreak.fromQuantity)}:{' '}
          {formatUsd(centsWithIva(priceBreak.unitPriceCents, rate))}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Sizes with their price without and with IVA, their volume prices and sale multiple; a
 * presentation without price is "a consultar".
 */
export function PresentationsTable({ presentations, ivaCode, ivaRate }: PresentationsTableProps) {
  const rate = ivaRate === undefined ? undefined : ivaRateOf(ivaCode, ivaRate);
  const withIvaHeader =
    ivaCode === 'iva'
      ? `Precio con IVA${ivaRate !== undefined ? `\u00a0(${ivaRate}\u00a0%)` : ''}`
      : `Precio final (${inSentence(IVA_CODE_LABELS[ivaCode])})`;

  return (
    <TableFrame label="Presentaciones y precios">
      <Box component="table" sx={tableSx} aria-label="Presentaciones y precios">
        <thead>
          <tr>
            <th scope="col">Presentación</th>
            {/* On a phone three price columns do not fit: the price without IVA goes under the
                final one, which stays in sight. */}
            <Box component="th" scope="col" className="numeric" sx={wideOnly}>
              Precio sin IVA
            </Box>
            <th scope="col" className="numeric">
              {withIvaHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {presentations.map((presentation) => (
            <tr key={presentation.id}>
              <th scope="row">
                <Typography variant="subtitle2" component="span">
                  {presentation.label}
                </Typography>
                {/* "Saco 25 kg" already says it; "Caneca" alone does not. */}
                {!presentation.label.includes(
                  formatQuantity(presentation.size, presentation.unit),
                ) && (
                  <Typography
                    variant="caption"
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {formatQuantity(presentation.size, presentation.unit)}
                  </Typography>
                )}
                {presentation.saleMultiple && (
                  <Typography
                    variant="caption"
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    Se vende en múltiplos de {presentation.saleMultiple}
                  </Typography>
                )}
              </th>
              {presentation.priceCents === null ? (
                <Box
                  component="td"
                  colSpan={2}
                  className="numeric"
                  sx={{ color: 'text.secondary' }}
                >
                  Precio a consultar
                </Box>
              ) : (
                <>
                  <Box component="td" className="numeric" sx={wideOnly}>
                    {formatUsd(presentation.priceCents)}
                    <PriceBreaks presentation={presentation} rate={0} />
                  </Box>
                  <Box component="td" className="numeric" sx={{ fontWeight: 600 }}>
                    {rate === undefined
                      ? '…'
                      : formatUsd(centsWithIva(presentation.priceCents, rate))}
                    {rate !== undefined && <PriceBreaks presentation={presentation} rate={rate} />}
                    <Typography
                      variant="caption"
                      component="span"
                      sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                    >
                      {formatUsd(presentation.priceCents)} sin IVA
                    </Typography>
                  </Box>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </TableFrame>
  );
}
