import { describe, expect, it } from 'vitest';
import { presentationCount, presentationNoun } from './presentation-noun';

describe('what a presentation is counted in', () => {
  it('takes the first word of the label, in the plural as Spanish makes it', () => {
    expect(presentationNoun('Saco 25 kg', 10)).toBe('sacos');
    expect(presentationNoun('Saco 25 kg', 1)).toBe('saco');
    expect(presentationNoun('Galón 3,785 L', 4)).toBe('galones');
    expect(presentationNoun('Tambor 200 L', 2)).toBe('tambores');
    expect(presentationNoun('Caneca 20 L', 3)).toBe('canecas');
    expect(presentationNoun('Envase 5 kg', 3)).toBe('envases');
    expect(presentationNoun('Frasco gotero 30 mL', 6)).toBe('frascos');
    expect(presentationNoun('Lote de 20 sacos de 45 kg', 2)).toBe('lotes');
    expect(presentationNoun('Luz', 2)).toBe('luces');
  });

  it('counts in units when the label does not start with a word', () => {
    expect(presentationNoun('25 kg', 3)).toBe('unidades');
    expect(presentationNoun('', 1)).toBe('unidad');
    expect(presentationCount('Saco 25 kg', 1200)).toBe('1.200 sacos');
  });
});
