import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CodeMappingBody,
  CsvImportKind,
  EndpointDefinition,
  EndpointQuery,
  EndpointResponse,
  ImportResponse,
  IngredientPriceBody,
} from '@quimia/contracts';
import { consultaEndpoints, consultaImportEndpoints } from '@quimia/contracts/endpoints/consultas';
import {
  apiClient,
  callEndpoint,
  compactParams,
  endpointUrl,
  streamEndpoint,
} from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import type { ExportPage } from '@/lib/export-rows';
import type { ImportProgressEvent } from '../utils/import-progress';

export { consultaEndpoints, consultaImportEndpoints };

/** A GET consulta, any of them. */
export type ConsultaEndpoint = EndpointDefinition & { method: 'GET' };

export const consultaKeys = {
  all: ['consultas'] as const,
  call: (endpoint: ConsultaEndpoint, query: unknown) =>
    [...consultaKeys.all, endpoint.path, query] as const,
};

/** Calls a consulta by its contract definition with its query. */
export function fetchConsulta<E extends ConsultaEndpoint>(
  endpoint: E,
  query: EndpointQuery<E>,
  signal?: AbortSignal,
): Promise<EndpointResponse<E>> {
  // Every consulta takes a query; the generic form cannot show the compiler which shape.
  const call = callEndpoint as (
    endpoint: EndpointDefinition,
    input: { query: unknown; signal?: AbortSignal },
  ) => Promise<EndpointResponse<E>>;
  return call(endpoint, { query: compactParams(query as unknown as object), signal });
}

/**
 * A consulta's answer, cached per query. A list keeps showing its previous page while the next
 * one loads (`keepPrevious`).
 */
export function useConsulta<E extends ConsultaEndpoint>(
  endpoint: E,
  query: EndpointQuery<E>,
  { enabled = true, keepPrevious = true }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: consultaKeys.call(endpoint, compactParams(query as unknown as object)),
    queryFn: ({ signal }) => fetchConsulta(endpoint, query, signal),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  });
}

/** One record's consulta (`?id=`), asked for once the address holds its id. */
export function useConsultaRecord<E extends ConsultaEndpoint>(endpoint: E, id: string | undefined) {
  return useConsulta(endpoint, { id: id ?? '' } as EndpointQuery<E>, {
    enabled: Boolean(id),
    keepPrevious: false,
  });
}

/** The pages of a list for an export: its query with another page and size each time. */
export function pageFetcher<E extends ConsultaEndpoint, T>(
  endpoint: E,
  query: EndpointQuery<E>,
): (page: number, pageSize: number) => Promise<ExportPage<T>> {
  return (page, pageSize) =>
    fetchConsulta(endpoint, {
      ...(query as unknown as object),
      page,
      pageSize,
    } as EndpointQuery<E>).then((answer) => answer as unknown as ExportPage<T>);
}

type CsvTemplateKind = EndpointQuery<typeof consultaImportEndpoints.csvTemplate>['tipo'];

/**
 * A CSV template, saved as a file. It is asked for with the session's token (staff only), so a
 * plain link would not do.
 */
export async function downloadCsvTemplate(tipo: CsvTemplateKind): Promise<void> {
  const response = await fetch(endpointUrl(consultaImportEndpoints.csvTemplate, { tipo }), {
    headers: apiClient.defaults.headers.common,
  });
  if (!response.ok) {
    throw (await response.json().catch(() => 'No se pudo descargar la plantilla')) as unknown;
  }
  downloadBlob(await response.blob(), `plantilla-${tipo}.csv`);
}

/**
 * Sends files to the importer and follows it as it goes; `dryRun` only says what would happen.
 * `csvKind` and `columns` say how the request's CSV is read (its kind, when its columns alone
 * cannot tell, as sales and purchases share them; the column of each field). `onProgress` hears
 * every hundred documents (a ZIP's files one by one). Aborting the signal stops the import after
 * the batch being stored.
 */
export async function importFiles(
  files: readonly File[],
  dryRun: boolean,
  {
    csvKind,
    columns,
    signal,
    onProgress,
  }: {
    csvKind?: CsvImportKind;
    columns?: Record<string, number | null>;
    signal?: AbortSignal;
    onProgress?: (progress: ImportProgressEvent) => void;
  } = {},
): Promise<ImportResponse> {
  const form = new FormData();
  // The server reads the form's fields before its files.
  if (csvKind) form.append('tipo', csvKind);
  if (columns) form.append('columnas', JSON.stringify(columns));
  for (const file of files) form.append('files', file, file.name);
  const events = streamEndpoint(consultaImportEndpoints.importFilesWithProgress, {
    query: { simular: dryRun ? '1' : '0' },
    body: form,
    signal,
  });
  for await (const event of events) {
    if (event.type === 'progress') onProgress?.(event);
    else if (event.type === 'error') throw { message: event.message, code: event.code };
    else {
      const { type: _type, ...answer } = event;
      return answer;
    }
  }
  throw {
    message: 'La conexión se cortó antes de terminar; lo guardado hasta ahí se conserva',
    code: 'INCOMPLETE',
  };
}

/** "This code is our product": every consulta may change, so all of them are refetched. */
export function useMapCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CodeMappingBody) => callEndpoint(consultaImportEndpoints.mapCode, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultaKeys.all }),
  });
}

/** After an import every consulta is out of date. */
export function useInvalidateConsultas() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consultaKeys.all });
}

/**
 * A hand price for an ingredient the catalogue does not sell, set or removed: every formula
 * writing that name may change cost, so the formulas' consultas are read again.
 */
export function useIngredientPrice() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: consultaKeys.all });
  const set = useMutation({
    mutationFn: (body: IngredientPriceBody) =>
      callEndpoint(consultaEndpoints.setIngredientPrice, { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (name: string) =>
      callEndpoint(consultaEndpoints.removeIngredientPrice, { body: { name } }),
    onSuccess: refresh,
  });
  return { set, remove };
}
