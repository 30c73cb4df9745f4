// The reference for throughput: a bare Node HTTP server answering fixed answers (the same headers
// and bytes the app answers for each measured URL: security headers, ETag, content type and
// encoding), measured in the same run as the app. Its argument is a JSON file mapping a path to
// `{ file, headers }`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const manifest = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bodies = new Map(
  Object.entries(manifest).map(([path, { file, headers }]) => {
    const body = readFileSync(file);
    return [path, { body, headers: { ...headers, 'content-length': body.length } }];
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
