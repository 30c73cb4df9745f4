// The reference for throughput: a bare Node HTTP server answering fixed bodies (the same bytes
// the app answers for each measured URL), measured in the same run as the app. Its argument is a
// JSON file mapping a path to `{ file, type, encoding? }`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const manifest = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bodies = new Map(
  Object.entries(manifest).map(([path, { file, type, encoding }]) => {
    const body = readFileSync(file);
    const headers = { 'content-type': type, 'content-length': body.length };
    if (encoding) headers['content-encoding'] = encoding;
    return [path, { body, headers }];
  }),
);
const server = createServer((request, response) => {
  const answer = bodies.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
