import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

function capture(level: string) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino(loggerOptions(level), stream), lines };
}

const prematureClose = () =>
  Object.assign(new Error('premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

describe('the app logger', () => {
  it('does not call a visitor closing the page an error', async () => {
    const { log, lines } = capture('info');
    log.error(prematureClose());
    log.error({ err: new Error('premature close') }, 'premature close');
    log.error(new Error('the database refused the query'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'the database refused the query'],
    ]);
  });

  it('keeps a trace of it at debug level', async () => {
    const { log, lines } = capture('debug');
    log.error(prematureClose());
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, event: 'http.client_gone' });
  });
});
