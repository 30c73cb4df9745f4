import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IVA_CODE_LABELS, type IvaCode } from '@quimia/contracts/pricing';
import { usePublicConfig } from '@/api/public-config';
import { formatUsd } from '@/lib/format';

type ProductPriceProps = {
  /** Lowest presentation price in cents, without IVA; null when every price is on request. */
  priceFromCents: number | null;
  ivaCode: IvaCode;
  size?: 'small' | 'large';
};

/** "Desde $3,50" with the IVA note, or "Precio a consultar". */
export function ProductPrice({ priceFromCents, ivaCode, size = 'small' }: ProductPriceProps) {
  const { data: config } = usePublicConfig();

  if (priceFromCents === null) {
    return (
      <Typography
        variant={size === 'large' ? 'h6' : 'subtitle2'}
        component="p"
        sx={{ color: 'text.secondary' }}
      >
        Precio a consultar
      </Typography>
    );
  }

  const ivaNote =
    ivaCode === 'iva'
      ? `más IVA${config ? `\u00a0(${config.ivaRate}\u00a0%)` : ''}`
      : IVA_CODE_LABELS[ivaCode];

  return (
    <Stack component="p" sx={{ m: 0 }}>
      <Typography component="span" variant={size === 'large' ? 'h5' : 'subtitle1'}>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
          Desde
        </Typography>
        {formatUsd(priceFromCents)}
      </Typography>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
        {ivaNote}
      </Typography>
    </Stack>
  );
}
