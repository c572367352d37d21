/**
 * A throwaway `redis-server` for tests and the scale test (issue 26): loopback only, a free port, no persistence
 * (no RDB, no AOF), its working folder in a temporary directory removed by `stop()`. Needs the `redis-server`
 * binary (Debian: `apt-get install -y redis-server`); nothing else.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TempRedis {
  /** `redis://127.0.0.1:{port}` */
  url: string;
  port: number;
  /** Stops the server (SIGTERM, SIGKILL after 5 s) and removes its folder. */
  stop(): Promise<void>;
}

export interface TempRedisOptions {
  /** The server binary (default `redis-server` from PATH). */
  bin?: string;
  /** The port (default: a free one); a restart on the same port models a Redis that comes back. */
  port?: number;
  /** Milliseconds to wait for the server to accept connections (default 10 000). */
  startTimeoutMs?: number;
}

/** A port free on loopback right now (the server binds it a moment later; a clash fails the start loudly). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves when a PING on `port` answers PONG (polls every 50 ms). */
async function waitForPong(port: number, deadline: number, exited: () => string | null): Promise<void> {
  for (;;) {
    const early = exited();
    if (early !== null) throw new Error(`redis-server exited before answering: ${early}`);
    const pong = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(500);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (pong) return;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer PING in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startTempRedis(options: TempRedisOptions = {}): Promise<TempRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'temp-redis-'));
  const port = options.port ?? (await freePort());
  const args = [
    '--bind', '127.0.0.1',
    '--port', String(port),
    '--dir', dir,
    '--save', '',
    '--appendonly', 'no',
    '--daemonize', 'no',
    '--protected-mode', 'yes',
    '--logfile', '',
    '--loglevel', 'warning',
    '--databases', '1',
  ];
  const child = spawn(options.bin ?? 'redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exit: string | null = null;
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = `code ${code ?? '-'} signal ${signal ?? '-'}: ${output.trim()}`;
      resolve();
    });
    child.once('error', (error) => {
      exit = error.message;
      resolve();
    });
  });
  const stop = async () => {
    if (exit === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPong(port, Date.now() + (options.startTimeoutMs ?? 10_000), () => exit);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
