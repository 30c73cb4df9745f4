import { describe, expect, it } from 'vitest';
import { refusedImportResult } from '@quimia/contracts';
import {
  countResults,
  emptyCounts,
  localRefusal,
  mergeResponse,
  planRequests,
  type ImportSoFar,
} from './import-batches';

describe('localRefusal', () => {
  it('takes XML, ZIP and CSV within their sizes', () => {
    expect(localRefusal({ name: 'factura.XML', size: 1000 })).toBeNull();
    expect(localRefusal({ name: 'lote.zip', size: 40 * 1024 * 1024 })).toBeNull();
    expect(localRefusal({ name: 'ventas.csv', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and files too large, saying why', () => {
    expect(localRefusal({ name: 'factura.pdf', size: 10 })).toMatch(/\.xml, \.zip o \.csv/);
    expect(localRefusal({ name: 'lote.zip', size: 51 * 1024 * 1024 })).toMatch(/50 MB/);
    expect(localRefusal({ name: 'grande.xml', size: 3 * 1024 * 1024 })).toMatch(/2 MB/);
  });
});

describe('planRequests', () => {
  const file = (name: string, size = 10) => ({ name, size });

  it('keeps the order: other files in groups of 100, each CSV alone with its kind and columns', () => {
    const xml = Array.from({ length: 150 }, (_, index) => file(`f-${index}.xml`));
    const files = [...xml.slice(0, 120), file('ventas.csv'), file('lote.zip'), ...xml.slice(120)];
    const requests = planRequests(files, {
      csvKind: 'compras',
      choices: { 'ventas.csv:10': { kind: 'ventas', columns: { fecha: 2, numero: null } } },
    });
    expect(requests.map((request) => request.files.length)).toEqual([100, 20, 1, 31]);
    expect(requests.flatMap((request) => request.files)).toEqual(files);
    expect(requests[2]).toEqual({
      files: [file('ventas.csv')],
      csvKind: 'ventas',
      columns: { fecha: 2, numero: null },
    });
    // Other files take the kind chosen for all (for the CSV files inside a ZIP), never columns.
    expect(requests[0]).toEqual({ files: xml.slice(0, 100), csvKind: 'compras' });
    expect(planRequests(xml.slice(0, 2), { choices: {} })).toEqual([{ files: xml.slice(0, 2) }]);
  });

  it('sends a CSV without its own choice with the kind chosen for all, or none', () => {
    const [chosen] = planRequests([file('otros.CSV')], { csvKind: 'clientes', choices: {} });
    expect(chosen).toEqual({ files: [file('otros.CSV')], csvKind: 'clientes' });
    // After a change of kind the server suggests the columns again.
    const [renamed] = planRequests([file('c.csv', 5)], {
      choices: { 'c.csv:5': { kind: 'proveedores', columns: null } },
    });
    expect(renamed).toEqual({ files: [file('c.csv', 5)], csvKind: 'proveedores' });
    expect(planRequests([], { choices: {} })).toEqual([]);
  });
});

describe('mergeResponse and countResults', () => {
  it('adds each answer to the results and counts so far', () => {
    const local = [refusedImportResult('a.pdf', 'no')];
    let so: ImportSoFar = { results: local, counts: countResults(local), notice: null };
    expect(so.counts).toEqual({ ...emptyCounts(), refused: 1 });
    so = mergeResponse(so, {
      results: [{ ...refusedImportResult('b.xml', 'ya'), outcome: 'duplicate' }],
      counts: { created: 2, duplicate: 1, refused: 0, updated: 0 },
    });
    expect(so.results.map((result) => result.file)).toEqual(['a.pdf', 'b.xml']);
    expect(so.counts).toEqual({ created: 2, duplicate: 1, refused: 1, updated: 0 });
    // The first word on what to do first stays, whatever later answers say.
    so = mergeResponse(so, { results: [], counts: emptyCounts(), notice: 'Configura el RUC' });
    so = mergeResponse(so, { results: [], counts: emptyCounts(), notice: null });
    expect(so.notice).toBe('Configura el RUC');
  });
});
