import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const JWT_SECRET = 'security-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'quita-security-'));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit signal (or code) once the process is gone. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** The process's stdout and stderr so far. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<NodeJS.Signals | number | null>;
}

export interface ServerOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}

/** The real server's process, up or not: its output (stdout and stderr as they came, stderr alone) and its exit. */
export function spawnServer(opts: ServerOptions) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(opts.dataDir, 'no-spa'),
      JWT_SECRET,
      SANDBOX: 'true',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited, stderr: () => stderr, output: () => output };
}

/** The real server (node --import tsx server/main.ts) on a data directory that outlives it. */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  const { child, exited, output } = spawnServer(opts);
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before it was up:\n${output()}`);
    }
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not come up in 60 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    exited,
    output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
