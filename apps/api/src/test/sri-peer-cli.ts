import { startSriPeer } from './sri-peer';

// `npm run sri-peer -w @quimia/api`: the loopback SRI (both offline web services) with its default
// behaviour, received documents RECIBIDA then AUTORIZADO, for trying the invoicing by hand. The
// port is PORT's, or 8790. Stop it with Ctrl+C.

const port = Number(process.env.PORT || 8790);
const peer = await startSriPeer({ port });
console.log('Servidor de prueba del SRI (recepción y autorización) escuchando.');
console.log('Arranca la API contra él con:');
console.log(`  SRI_RECEPCION_URL=${peer.receptionUrl}`);
console.log(`  SRI_AUTORIZACION_URL=${peer.authorizationUrl}`);
const stop = () => void peer.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
