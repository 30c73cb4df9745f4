import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useFormSave } from './use-form-save';

type Handler = (body: object) => Promise<void>;

/** The submit handler `useFormSave` gives a form, taken from one render. */
function handlerFor(options: Omit<Parameters<typeof useFormSave>[0], 'savedMessage'>): Handler {
  let handler: Handler | undefined;
  function Form() {
    handler = useFormSave({ ...options, savedMessage: 'Guardado' });
    return null;
  }
  renderToStaticMarkup(
    <MemoryRouter>
      <Form />
    </MemoryRouter>,
  );
  return handler!;
}

const refusal = {
  message: 'Revisa los datos',
  code: 'VALIDATION_ERROR',
  details: [{ field: 'headOfficeAddress', message: 'La dirección matriz no es válida' }],
};

describe('useFormSave', () => {
  it('puts the server’s messages on their fields even when the form asks for nothing more', async () => {
    const setError = vi.fn();
    const submit = handlerFor({
      save: () => Promise.reject(refusal),
      setError,
      toFormPath: (path) => path,
    });
    await submit({});
    expect(setError).toHaveBeenCalledWith(
      'headOfficeAddress',
      { type: 'server', message: 'La dirección matriz no es válida' },
      { shouldFocus: true },
    );
  });

  it('tells the form which fields got them', async () => {
    const onFieldErrors = vi.fn();
    const submit = handlerFor({
      save: () => Promise.reject(refusal),
      setError: vi.fn(),
      toFormPath: (path) => path,
      onFieldErrors,
    });
    await submit({});
    expect(onFieldErrors).toHaveBeenCalledWith(['headOfficeAddress']);
  });
});
