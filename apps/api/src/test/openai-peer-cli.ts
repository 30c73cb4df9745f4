import { demoScript, startOpenAiPeer } from './openai-peer';

// `npm run openai-peer -w @quimia/api [-- --port 4100]`: the loopback OpenAI-compatible server
// with its scripted demo behaviour, for trying QuimIA by hand. Stop it with Ctrl+C.

const portArgument = process.argv.indexOf('--port');
const port = Number(
  portArgument > 0 ? process.argv[portArgument + 1] : (process.env.OPENAI_PEER_PORT ?? 4100),
);
const peer = await startOpenAiPeer({ script: demoScript, port, delayMs: 40 });
console.log(`Servidor de prueba OpenAI escuchando en ${peer.url}`);
console.log('Arranca QuimIA contra él con:');
console.log(`  OPENAI_BASE_URL=${peer.url} OPENAI_API_KEY=prueba OPENAI_MODEL=demo npm start`);
const stop = () => void peer.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
