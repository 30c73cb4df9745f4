import type { CsvPreview } from '@quimia/contracts';

/** For tests: a suppliers' CSV whose headers say nothing the importer knows but «Razón». */
export const SUPPLIERS_PREVIEW: CsvPreview = {
  kind: 'proveedores',
  headers: ['Doc', 'Razón', 'Mail'],
  mapping: { identificacion: null, nombre: 1, email: null },
  fields: [
    { key: 'identificacion', label: 'Identificación', required: true },
    { key: 'nombre', label: 'Nombre', required: true },
    { key: 'email', label: 'Correo', required: false },
  ],
  sample: [
    ['1792146739001', ' Laboratorios Norte ', 'norte@lab.ec'],
    ['0990018685001', 'Químicos Andinos'],
  ],
  rowCount: 2,
};
