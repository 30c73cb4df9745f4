import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UnmatchedCode } from '@quimia/contracts';
import { consultaImportEndpoints, pageFetcher, useConsulta } from '../api/consultas';
import { useUrlTableState } from '../utils/use-list-state';
import { AssignCodeDialog } from './assign-code-dialog';
import { ConsultaTable, type ConsultaColumn } from './consulta-table';
import { DIRECTION_LABELS } from './document-columns';
import { TableCard } from './figures';

/** The supplier codes waiting for a catalogue product, each with "Asignar". */
export function UnmatchedCodesSection() {
  const state = useUrlTableState<never>([], 'c.');
  const query = { q: state.q || undefined, page: state.page, pageSize: state.pageSize };
  const codes = useConsulta(consultaImportEndpoints.unmatchedCodes, query);
  const [assigning, setAssigning] = useState<UnmatchedCode | null>(null);
  const columns: ConsultaColumn<UnmatchedCode>[] = [
    { label: 'Proveedor o cliente', value: (row) => row.partyName },
    { label: 'Tipo', value: (row) => DIRECTION_LABELS[row.direction] },
    { label: 'Código', value: (row) => row.code },
    { label: 'Descripción', value: (row) => row.description },
    { label: 'Líneas', kind: 'number', value: (row) => row.lineCount },
    { label: 'Monto', kind: 'usd', value: (row) => row.amountCents },
    { label: 'Última fecha', kind: 'date', value: (row) => row.lastDate },
    {
      label: 'Acción',
      displayOnly: true,
      value: () => null,
      render: (row) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setAssigning(row)}
          aria-label={`Asignar el código ${row.code} de ${row.partyName}`}
        >
          Asignar
        </Button>
      ),
    },
  ];
  return (
    <TableCard title="Códigos sin asignar">
      <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pt: 1 }}>
        Líneas cuyo código aún no corresponde a un producto del catálogo. Al asignarlo, todas sus
        líneas (y las que lleguen después) cuentan para ese producto.
      </Typography>
      <ConsultaTable
        label="Códigos sin asignar"
        columns={columns}
        state={state}
        query={codes}
        rowKey={(row) => `${row.partyId}:${row.direction}:${row.code}`}
        fetchPage={pageFetcher(consultaImportEndpoints.unmatchedCodes, query)}
        searchPlaceholder="Código, descripción o proveedor…"
        dates={false}
        emptyTitle="No hay códigos sin asignar"
        minWidth={980}
      />
      {assigning && <AssignCodeDialog code={assigning} onClose={() => setAssigning(null)} />}
    </TableCard>
  );
}
