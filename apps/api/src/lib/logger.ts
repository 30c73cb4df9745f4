import type { LoggerOptions } from 'pino';
import { REDACT_PATHS, REDACTED, serializeError } from './log-redaction';

/** A visitor who closed the page (or lost signal) before the answer ended: not a server fault. */
export function isClientGone(value: unknown): boolean {
  const error = (value as { err?: unknown } | undefined)?.err ?? value;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    error.message === 'premature close'
  );
}

/**
 * The app's pino options. Some plugins log a stream that ended early at error level (the
 * compression plugin does, for every visitor who closes a tab mid-page); such lines are
 * written at debug instead, so that error means something is wrong with the shop.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // No secret or personal data in any line: see log-redaction.
    serializers: { err: serializeError },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    hooks: {
      logMethod(args, method, methodLevel) {
        if (methodLevel >= 50 && isClientGone(args[0])) {
          if (this.isLevelEnabled('debug'))
            this.debug({ event: 'http.client_gone' }, 'visitor left before the answer ended');
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
