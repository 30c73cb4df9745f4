import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CsvColumnsEditor } from './csv-columns-editor';
import { SUPPLIERS_PREVIEW } from '../utils/csv-preview.fixture';

const preview = SUPPLIERS_PREVIEW;

/** The editor's words in order, without markup, styles, or the options of its selects. */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replace(/<(select|legend)[^>]*>.*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const render = (columns: Record<string, number | null> | null, kind = preview.kind) =>
  renderToStaticMarkup(
    <CsvColumnsEditor
      fileName="otros.csv"
      preview={preview}
      choice={{ kind, columns }}
      onKindChange={() => undefined}
      onColumnChange={() => undefined}
      onRemove={() => undefined}
    />,
  );

describe('CsvColumnsEditor', () => {
  it('shows each field with its column, the row as read, and a required field without one as an error', () => {
    const html = render(null);
    const page = text(html);
    expect(page).toContain('Columnas de otros.csv');
    expect(page).toContain('Elige la columna de «Identificación»');
    expect(page).toContain('Identificación (obligatorio)');
    expect(page).toContain('Falta elegir la columna');
    // Nombre is read from «Razón»; the optional e-mail may have no column.
    expect(html).toMatch(/aria-label="Columna para Nombre"[^>]*>.*?<option value="1" selected="">/);
    expect(html).toMatch(
      /aria-label="Columna para Correo"[^>]*><option value="" selected="">— sin columna —/,
    );
    // The first rows as they would be read: nothing for the identification nor the e-mail yet.
    expect(page).toContain(
      'Identificación (obligatorio) Falta elegir la columna — — Nombre (obligatorio) Laboratorios Norte Químicos Andinos Correo — —',
    );
  });

  it('reads the columns chosen, without an error once every required field has one', () => {
    const page = text(render({ identificacion: 0, nombre: 1, email: 2 }));
    expect(page).not.toContain('Elige la columna de');
    expect(page).toContain(
      'Identificación (obligatorio) 1792146739001 0990018685001 Nombre (obligatorio) Laboratorios Norte Químicos Andinos Correo norte@lab.ec —',
    );
  });

  it('asks for the dry run again after a change of kind', () => {
    const page = text(render(null, 'clientes'));
    expect(page).toContain('Pulsa «Revisar (simulación)» para ver las columnas');
    expect(page).not.toContain('Falta elegir la columna');
  });
});
