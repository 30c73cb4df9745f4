// Loaded into the benchmarked server (`BENCH_SERVER_NODE_OPTIONS="--import ./bench/cpu-profile.mjs"`):
// samples its CPU for the whole run and writes `server-<pid>.cpuprofile` into `BENCH_PROFILE_DIR`
// (default: the system's temporary directory) when it exits. Open it in Chromium's DevTools
// (Performance) or any .cpuprofile viewer. Node refuses `--cpu-prof` in NODE_OPTIONS, hence this.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  // The in-process session answers synchronously, so the profile is written before the exit.
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const directory = process.env.BENCH_PROFILE_DIR || tmpdir();
    writeFileSync(
      join(directory, `server-${process.pid}.cpuprofile`),
      JSON.stringify(result.profile),
    );
  });
});
