import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { IVA_CODE_LABELS, type IvaCode } from '@quimia/contracts';

type SaleLineProduct = {
  productName: string;
  presentationLabel: string;
  productCode: string;
  ivaCode: IvaCode;
};

/**
 * The product cell of a sale's line (an order's, a quotation's): the product, then its
 * presentation, code and IVA treatment when it is not the general rate. `extra` ends that second
 * line; `children` go under it.
 */
export function SaleLineProductCell({
  line,
  extra,
  children,
}: {
  line: SaleLineProduct;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <TableCell>
      <Typography variant="subtitle2">{line.productName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {line.presentationLabel} · {line.productCode}
        {line.ivaCode !== 'iva' && ` · ${IVA_CODE_LABELS[line.ivaCode]}`}
        {extra}
      </Typography>
      {children}
    </TableCell>
  );
}
