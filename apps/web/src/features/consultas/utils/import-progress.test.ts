import { describe, expect, it } from 'vitest';
import { emptyCounts } from './import-batches';
import {
  chosenFilesText,
  dryRunText,
  importDoneText,
  progressText,
  progressValue,
  type ImportProgress,
} from './import-progress';

const counts = { created: 700, updated: 0, duplicate: 20, refused: 3 };

describe('the progress of an import', () => {
  it('counts the answered files, and the share of a ZIP the server has reported', () => {
    const sendingZip: ImportProgress = {
      doneFiles: 100,
      totalFiles: 101,
      sending: 1,
      current: { type: 'progress', done: 600, total: 3000, counts },
      counts,
    };
    expect(progressValue(sendingZip)).toBeCloseTo(((100 + 0.2) / 101) * 100);
    expect(progressText(sendingZip)).toBe(
      '100 de 101 archivos · este envío: 600 de 3.000 documentos · hasta ahora 700 nuevos, 20 ya importados, 3 rechazados',
    );
  });

  it('says only the files while a request has reported nothing', () => {
    const waiting: ImportProgress = {
      doneFiles: 0,
      totalFiles: 250,
      sending: 100,
      current: null,
      counts: emptyCounts(),
    };
    expect(progressValue(waiting)).toBe(0);
    expect(progressText(waiting)).toBe('0 de 250 archivos');
    expect(progressText({ ...waiting, totalFiles: 1 })).toBe('0 de 1 archivo');
    expect(progressValue({ ...waiting, totalFiles: 0 })).toBe(0);
  });
});

describe('the import screen in words', () => {
  it('says one file, one document, one created in the singular', () => {
    expect(chosenFilesText(1, '5 KB', 1)).toBe('1 archivo listo, 5 KB · 1 no admitido');
    expect(chosenFilesText(3, '12 KB', 0)).toBe('3 archivos listos, 12 KB');
    expect(chosenFilesText(0, '0 KB', 2)).toBe('Ningún archivo elegido · 2 no admitidos');
    expect(dryRunText(1)).toBe(
      'Simulación lista: 1 documento se importará. Nada se ha guardado todavía; pulsa «Importar» para hacerlo.',
    );
    expect(dryRunText(2)).toMatch(/^Simulación lista: 2 documentos se importarán\./);
    expect(importDoneText({ created: 1, updated: 0 })).toBe(
      'Importación terminada: 1 creado, 0 actualizados.',
    );
  });
});
