import type { SriEnvironment } from '../electronic-document';

// Where the SRI's two offline web services live: one host per ambiente, the same paths on both.
// SRI_RECEPCION_URL / SRI_AUTORIZACION_URL (config.ts) replace them, e.g. to point at the
// loopback peer (`npm run sri-peer -w @quimia/api`).

export const SRI_HOSTS: Record<SriEnvironment, string> = {
  pruebas: 'https://celcer.sri.gob.ec',
  produccion: 'https://cel.sri.gob.ec',
};

export const RECEPTION_PATH = '/comprobantes-electronicos-ws/RecepcionComprobantesOffline';
export const AUTHORIZATION_PATH = '/comprobantes-electronicos-ws/AutorizacionComprobantesOffline';

export type SriEndpoints = { reception: string; authorization: string };

export function sriEndpoints(
  environment: SriEnvironment,
  overrides: { reception?: string; authorization?: string } = {},
): SriEndpoints {
  const host = SRI_HOSTS[environment];
  return {
    reception: overrides.reception || `${host}${RECEPTION_PATH}`,
    authorization: overrides.authorization || `${host}${AUTHORIZATION_PATH}`,
  };
}
