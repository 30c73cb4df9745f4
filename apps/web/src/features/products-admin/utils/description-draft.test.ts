import { describe, expect, it } from 'vitest';
import { descriptionDraftOf, htmlToText } from './description-draft';

describe('htmlToText', () => {
  it('keeps paragraphs apart and lists as bullets or numbers, as the description field holds them', () => {
    const html = [
      '<h3>Ácido cítrico anhidro</h3>',
      '<p>Acidulante de grado alimenticio &amp; cosmético.<br>Se presenta en sacos.</p>',
      '<ul><li>Limpieza</li><li>Alimentos</li></ul>',
      '<ol><li>Guardar en lugar seco</li><li>Cerrar el envase</li></ol>',
      '<p><strong>Atención</strong>: provoca irritación ocular grave (H319).</p>',
    ].join('');
    expect(htmlToText(html)).toBe(
      [
        'Ácido cítrico anhidro',
        '',
        'Acidulante de grado alimenticio & cosmético.',
        'Se presenta en sacos.',
        '',
        '• Limpieza',
        '• Alimentos',
        '',
        '1. Guardar en lugar seco',
        '2. Cerrar el envase',
        '',
        'Atención: provoca irritación ocular grave (H319).',
      ].join('\n'),
    );
  });

  it('decodes entities and drops any other markup', () => {
    expect(
      htmlToText('<p>pH &lt; 3 &#8211; &quot;ácido&quot;&nbsp;<em>fuerte</em> &#x2022;</p>'),
    ).toBe('pH < 3 – "ácido" fuerte •');
  });
});

describe('descriptionDraftOf', () => {
  it('sends the form as it is now, naming its type, lines, areas and unit', () => {
    const body = descriptionDraftOf(
      {
        name: '  Ácido cítrico ',
        casNumber: '77-92-9',
        chemicalFormula: '',
        typeId: 1,
        subtypeId: 11,
        businessLineIds: [2, 9],
        applicationAreaIds: [5],
        unit: 'kg',
        ghs: { pictograms: ['GHS07'], signalWord: 'warning', hazardStatements: ['H319'] },
      },
      {
        types: [{ id: 1, name: 'Ácidos', subtypes: [{ id: 11, name: 'Orgánicos' }] }],
        lines: [
          { id: 2, name: 'Limpieza' },
          { id: 3, name: 'Cosmética' },
        ],
        areas: [{ id: 5, name: 'Detergentes' }],
      },
    );
    expect(body).toEqual({
      draft: {
        name: 'Ácido cítrico',
        casNumber: '77-92-9',
        chemicalFormula: null,
        typeName: 'Ácidos',
        subtypeName: 'Orgánicos',
        // A line no longer in the list (9) is left out rather than sent as a number.
        businessLineNames: ['Limpieza'],
        applicationAreaNames: ['Detergentes'],
        ghsPictograms: ['GHS07'],
        signalWord: 'warning',
        hazardStatements: ['H319'],
        unitName: expect.any(String),
      },
    });
  });
});
