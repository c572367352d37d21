/**
 * Prepared-statement cache and small query helpers. Every value is bound as a parameter (`?`).
 */
import type Database from 'better-sqlite3';

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function stmt(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}

export function all<T>(db: Database.Database, sql: string, ...params: unknown[]): T[] {
  return stmt(db, sql).all(...params) as T[];
}

export function get<T>(db: Database.Database, sql: string, ...params: unknown[]): T | undefined {
  return stmt(db, sql).get(...params) as T | undefined;
}

export function run(db: Database.Database, sql: string, ...params: unknown[]): Database.RunResult {
  return stmt(db, sql).run(...params);
}

/** `?, ?, ?`: the parameter list of an IN clause over `count` values (count ≥ 1). */
export function inList(count: number): string {
  return Array.from({ length: Math.max(count, 1) }, () => '?').join(', ');
}

/** A WHERE clause assembled from optional conditions, each with its own parameters. */
export class Where {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(condition: string, ...params: unknown[]): this {
    this.parts.push(condition);
    this.params.push(...params);
    return this;
  }

  /** Adds the condition only when `value` is defined. */
  when<V>(value: V | undefined, condition: string, toParams: (v: V) => unknown[] = (v) => [v]): this {
    if (value !== undefined) this.add(condition, ...toParams(value));
    return this;
  }

  toString(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
