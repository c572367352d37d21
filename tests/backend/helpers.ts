/**
 * Shared helpers of the backend tests: a copy of the run's seeded database in a temp dir per test file,
 * the app built on it, requests through `inject`, and demo logins the way the web client does them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import CryptoJS from 'crypto-js';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../backend/src/app';
import type { ApiEnv } from '../../backend/src/config';
import { DEFAULT_PASSWORD_AES_KEY } from '../../backend/src/config';
import { openDatabase, type Db } from '../../backend/src/db/connection';
import { all, get, run, type RunResult } from '../../backend/src/db/sql';
import { createDatabaseFromTemplate, dropDatabase } from './postgres-databases';

export const DEMO = { first: '13800000001', second: '13800000002', incomplete: '13800000003', password: 'Demo1234' } as const;
export const CLIENT_BASIC = `Basic ${Buffer.from('web:web').toString('base64')}`;

/** A production configuration the API starts with: no development secret left, the payment sandbox off. */
export const PRODUCTION_ENV: Partial<ApiEnv> = { production: true, paySandbox: false, storageAccessKeySecret: 'test-storage-secret-0123456789' };

export interface TestApi {
  app: FastifyInstance;
  /** The SQLite file of this test's database (unused when the suite runs on PostgreSQL). */
  dbPath: string;
  /** The PostgreSQL database of this test when the suite runs on PostgreSQL (tests/backend/postgres.vitest.config.mts). */
  databaseUrl: string | null;
  /** A second handle on the test's database, for arranging and inspecting rows (`withDb`). */
  db: Db;
  dir: string;
  close(): Promise<void>;
}

/** A copy of the run's seeded template database (tests/backend/global-setup.ts) in `dir`. */
function seededCopy(dir: string): string {
  const dbPath = path.join(dir, 'platform.db');
  fs.copyFileSync(inject('seedDbPath'), dbPath);
  return dbPath;
}

/**
 * The API on a fresh copy of the run's seeded database: a copied SQLite file, or on PostgreSQL a database created
 * from the seeded template database (tests/backend/postgres.global-setup.ts).
 */
export async function createTestApi(env: Partial<ApiEnv> = {}): Promise<TestApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const postgres = inject('postgres');
  // the PostgreSQL run must never fall back to SQLite unnoticed (its config sets this; its global setup provides `postgres`)
  if (process.env.BACKEND_SUITE_ON_POSTGRES && !postgres) throw new Error('the PostgreSQL suite has no PostgreSQL database to test on');
  const databaseUrl = postgres ? await createDatabaseFromTemplate(postgres) : null;
  // on PostgreSQL the file is never created; uploads still go next to where it would be (platform-uploads/)
  const dbPath = postgres ? path.join(dir, 'platform.db') : seededCopy(dir);
  const app = await buildApp({ dbPath, env: { ...env, databaseUrl } });
  await app.ready();
  const db = await openDatabase({ dbPath, databaseUrl, databasePoolSize: 2 });
  return {
    app,
    dbPath,
    databaseUrl,
    db,
    dir,
    async close() {
      await db.close();
      await app.close();
      if (postgres && databaseUrl) await dropDatabase(postgres, databaseUrl);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Answers are read loosely in tests; the contract schemas parse them where the shape is the point. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  body: { code: number; msg: string; data: T };
  headers: Record<string, unknown>;
  raw: string;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | (string | number)[]>;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  rawBody?: string;
  contentType?: string;
}

function queryString(query: CallOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function call<T = Loose>(api: TestApi, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(opts.form).toString();
  } else if (opts.rawBody !== undefined) {
    headers['content-type'] = opts.contentType ?? 'application/json';
    payload = opts.rawBody;
  }
  const res = await api.app.inject({ method, url: `/api${url}${queryString(opts.query)}`, headers, payload });
  let body: Answer<T>['body'];
  try {
    body = res.json();
  } catch {
    body = { code: Number.NaN, msg: 'not json', data: null as T };
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.body };
}

/** What the web client does: base64 AES-128-CBC with key = iv = PASSWORD_AES_KEY (crypto-js). */
export function encryptPassword(plain: string, key = DEFAULT_PASSWORD_AES_KEY): string {
  const k = CryptoJS.enc.Utf8.parse(key);
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(plain), k, { iv: k }).toString();
}

export interface TokenData {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  identity: string | null;
  memberId: number;
}

export async function passwordLogin(api: TestApi, mobile: string, password: string = DEMO.password): Promise<Answer<TokenData>> {
  return call<TokenData>(api, 'POST', '/auth/oauth/token', {
    headers: { authorization: CLIENT_BASIC },
    query: { grant_type: 'web_password', scope: 'server' },
    form: { mobile, password: encryptPassword(password), remember_me: 'true' },
  });
}

/** Logs a demo member in and returns the token answer (fails the test when login fails). */
export async function loginDemo(api: TestApi, mobile: string = DEMO.first): Promise<TokenData> {
  const answer = await passwordLogin(api, mobile);
  if (answer.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A statement on the test database, answered the way the API's own queries are (SQLite or PostgreSQL). */
export interface TestStatement {
  get<T = Loose>(...params: unknown[]): Promise<T>;
  all<T = Loose>(...params: unknown[]): Promise<T[]>;
  run(...params: unknown[]): Promise<RunResult>;
}

export interface TestDb {
  prepare(sql: string): TestStatement;
}

/** Runs `fn` on a second connection to the test database (inspection and arranging test data). */
export async function withDb<T>(api: TestApi, fn: (db: TestDb) => T | Promise<T>): Promise<T> {
  return await fn({
    prepare: (sql) => ({
      get: async <R>(...params: unknown[]) => (await get<R>(api.db, sql, ...params)) as R,
      all: async <R>(...params: unknown[]) => await all<R>(api.db, sql, ...params),
      run: async (...params: unknown[]) => await run(api.db, sql, ...params),
    }),
  });
}

/**
 * A drag the way a hand makes it: from the left end to `x`, easing out, samples every 12–20 ms with a little
 * vertical wobble; `[x, y, ms]` as the slider records it.
 */
export function humanTrack(x: number): [number, number, number][] {
  const points: [number, number, number][] = [[0, 0, 0]];
  let t = 0;
  const steps = 28;
  for (let i = 1; i <= steps; i += 1) {
    t += 12 + ((i * 7) % 9);
    const progress = 1 - (1 - i / steps) ** 3;
    points.push([Math.round(x * progress), (i % 5) - 2, t]);
  }
  points.push([x, 0, t + 40]);
  return points;
}

/** Solves a slider captcha by reading its target from the database and dragging like a person; returns the pass. */
export async function solveCaptcha(api: TestApi): Promise<string> {
  const captcha = await call<{ captchaId: string }>(api, 'GET', '/admin/captcha-image');
  const target = await withDb(api, async (db) => (await db.prepare('SELECT target_x FROM captcha_challenges WHERE id = ?').get(captcha.body.data.captchaId) as { target_x: number }).target_x);
  const x = target + 3;
  const check = await call<{ captchaVerifyParam: string }>(api, 'POST', '/admin/captcha-image/check', { json: { captchaId: captcha.body.data.captchaId, x, track: humanTrack(x) } });
  if (check.body.code !== 0) throw new Error(`captcha failed: ${JSON.stringify(check.body)}`);
  return check.body.data.captchaVerifyParam;
}

/**
 * Another connection takes the write lock until `release`: on SQLite `BEGIN IMMEDIATE` (the whole file), on
 * PostgreSQL an EXCLUSIVE lock of the messages table (reads go on, writes of messages wait).
 */
export async function holdWriteLock(target: TestApi): Promise<{ release(): Promise<void> }> {
  if (target.databaseUrl) {
    const pg = (await import('pg')).default;
    const holder = new pg.Client({ connectionString: target.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE messages IN EXCLUSIVE MODE');
    return { release: async () => void (await holder.query('ROLLBACK'), await holder.end()) };
  }
  const Database = (await import('better-sqlite3')).default;
  const holder = new Database(target.dbPath);
  holder.exec('BEGIN IMMEDIATE');
  return { release: async () => void (holder.exec('ROLLBACK'), holder.close()) };
}
