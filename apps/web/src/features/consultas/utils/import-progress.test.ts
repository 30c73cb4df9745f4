import { describe, expect, it } from 'vitest';
import { emptyCounts } from './import-batches';
import { progressText, progressValue, type ImportProgress } from './import-progress';

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
