/**
 * Waits for `work` to settle, or for `ms` to pass: true when it settled in time. A shutdown must
 * not wait forever on something a driver may never finish (a connection attempt that outlived
 * its timeout and was never handed back); what is left is dropped with the process.
 */
export async function settledWithin(work: Promise<unknown> | undefined, ms: number) {
  if (!work) return true;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
