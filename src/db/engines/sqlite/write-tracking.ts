import type Database from 'better-sqlite3';

/**
 * What a connection has written, by table and column, so that a value kept until the data changes
 * can be kept until the data IT READS changes (data-version.ts).
 *
 * Every statement the connection prepares that is not read-only is looked at once: an INSERT,
 * UPDATE or DELETE names its table (and an UPDATE the columns it sets); the triggers it fires and
 * the foreign-key actions it starts are followed through the schema (sqlite_master,
 * foreign_key_list), so the rollups and the search index written by triggers count as written.
 * Anything not understood (DDL, a statement this reader cannot take apart) counts as a change to
 * every table, as does any change seen in total_changes() that no tracked statement made.
 */

/** One table written: `columns` null for a whole row (insert, delete, or columns not known). */
export type Effect = { table: string; columns: string[] | null };

export type WriteCounts = {
  /** Bumped by every write, tracked or not: nothing kept needs a second look while it stands still. */
  seq: number;
  /** Writes whose tables are unknown: every kept value is stale after one. */
  unknown: number;
  /** Writes per table, of any kind. */
  all: Map<string, number>;
  /** Inserts, deletes and updates of unknown columns, per table. */
  rows: Map<string, number>;
  /** Updates per table, by the exact set of columns they set. */
  sets: Map<string, Map<string, { columns: string[]; n: number }>>;
};

const NAME = String.raw`["\`\[]?(\w+)["\`\]]?`;
const IDENT = String.raw`${NAME}(?=[\s(]|$)`;
const INSERT = new RegExp(String.raw`^(?:insert\s+(?:or\s+(\w+)\s+)?|(replace)\s+)into\s+${IDENT}`);
const DELETE = new RegExp(String.raw`^delete\s+from\s+${IDENT}`);
const UPDATE = new RegExp(String.raw`^update\s+(?:or\s+\w+\s+)?${IDENT}\s+set\s+([\s\S]*)$`);
const TARGET = new RegExp(String.raw`^\s*${NAME}\s*=`);
const CLAUSE_END = /^(?:where|returning|from|order|limit)\b/;

/**
 * The columns a SET clause assigns: its assignments split at commas outside parentheses and quotes,
 * up to the WHERE (or RETURNING, FROM...) at the same level. Null when one is not `column = ...`.
 */
function assignedColumns(clause: string): string[] | null {
  const pieces: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  let i = 0;
  for (; i < clause.length; i++) {
    const ch = clause[i]!;
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && ch === ',') {
      pieces.push(clause.slice(start, i));
      start = i + 1;
    } else if (depth === 0 && /\s/.test(ch) && CLAUSE_END.test(clause.slice(i + 1))) break;
  }
  pieces.push(clause.slice(start, i));
  const columns = new Set<string>();
  for (const piece of pieces) {
    const m = TARGET.exec(piece);
    if (!m || piece.slice(m[0].length).startsWith('=')) return null;
    columns.add(m[1]!);
  }
  return [...columns].sort();
}

type Statement =
  | { kind: 'insert'; table: string; replaces: boolean; upserts: boolean }
  | { kind: 'delete'; table: string }
  | { kind: 'update'; table: string; columns: string[] | null };

const normal = (source: string) => source.replace(/\s+/g, ' ').trim().toLowerCase();

/** The table (and columns) one DML statement writes directly, or null when it cannot tell. */
export function parseWrite(source: string): Statement | null {
  const s = normal(source);
  const ins = INSERT.exec(s);
  if (ins)
    return {
      kind: 'insert',
      table: ins[3]!,
      replaces: ins[1] === 'replace' || ins[2] === 'replace',
      upserts: / on conflict /.test(s),
    };
  const del = DELETE.exec(s);
  if (del) return { kind: 'delete', table: del[1]! };
  const upd = UPDATE.exec(s);
  if (upd) {
    return { kind: 'update', table: upd[1]!, columns: assignedColumns(upd[2]!) };
  }
  return null;
}

type Trigger = { event: 'insert' | 'delete' | 'update'; of: string[] | null; body: (Statement | null)[] };
type ForeignKey = { child: string; from: string; to: string | null; onUpdate: string; onDelete: string };
type Schema = { triggers: Map<string, Trigger[]>; parents: Map<string, ForeignKey[]> };

const TRIGGER = new RegExp(
  String.raw`^create (?:temp\w* )?trigger (?:if not exists )?\S+ (?:before |after |instead of )?(insert|delete|update)(?: of (.+?))? on ${IDENT}[\s\S]*? begin ([\s\S]*) end$`,
);

function readSchema(client: Database.Database): Schema {
  const triggers = new Map<string, Trigger[]>();
  const rows = client
    .prepare(`select sql from sqlite_master where type = 'trigger'`)
    .pluck()
    .all() as string[];
  for (const source of rows) {
    const m = TRIGGER.exec(normal(source));
    // A trigger this reader cannot take apart: its table's writes count as writes to every table.
    if (!m) return { triggers: new Map([['*', []]]), parents: new Map() };
    const body = m[4]!
      .split(';')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('select'))
      .map(parseWrite);
    const of = m[2] ? m[2].split(',').map((c) => c.trim().replace(/["`[\]]/g, '')) : null;
    const list = triggers.get(m[3]!) ?? [];
    list.push({ event: m[1] as Trigger['event'], of, body });
    triggers.set(m[3]!, list);
  }
  const parents = new Map<string, ForeignKey[]>();
  const tables = client
    .prepare(`select name from sqlite_master where type = 'table'`)
    .pluck()
    .all() as string[];
  for (const child of tables) {
    const keys = client
      .prepare(`select "table", "from", "to", on_update, on_delete from pragma_foreign_key_list(?)`)
      .raw()
      .all(child) as string[][];
    for (const [parent, from, to, onUpdate, onDelete] of keys) {
      const list = parents.get(parent!.toLowerCase()) ?? [];
      list.push({
        child: child.toLowerCase(),
        from: from!.toLowerCase(),
        to: to?.toLowerCase() ?? null,
        onUpdate: onUpdate!,
        onDelete: onDelete!,
      });
      parents.set(parent!.toLowerCase(), list);
    }
  }
  return { triggers, parents };
}

const overlaps = (a: string[] | null, b: string[] | null) =>
  a === null || b === null || a.some((c) => b.includes(c));

/** Every table a statement writes, itself and through triggers and foreign-key actions; null: any table. */
export function effectsOf(schema: Schema, statement: Statement): Effect[] | null {
  if (schema.triggers.has('*')) return null;
  const effects: Effect[] = [];
  const seen = new Set<string>();
  let unknown = false;
  const visit = (event: 'insert' | 'delete' | 'update', table: string, columns: string[] | null) => {
    const key = `${event}:${table}:${columns?.join(',') ?? '*'}`;
    if (seen.has(key)) return;
    seen.add(key);
    effects.push({ table, columns: event === 'update' ? columns : null });
    for (const t of schema.triggers.get(table) ?? []) {
      if (t.event !== event || (event === 'update' && !overlaps(t.of, columns))) continue;
      for (const s of t.body) {
        if (!s) unknown = true;
        else visitStatement(s);
      }
    }
    for (const fk of schema.parents.get(table) ?? []) {
      const action =
        event === 'delete'
          ? fk.onDelete
          : event === 'update' && overlaps(fk.to ? [fk.to] : null, columns)
            ? fk.onUpdate
            : null;
      if (action === 'CASCADE' && event === 'delete') visit('delete', fk.child, null);
      else if (action === 'CASCADE' || action === 'SET NULL' || action === 'SET DEFAULT')
        visit('update', fk.child, [fk.from]);
    }
  };
  const visitStatement = (s: Statement) => {
    if (s.kind === 'insert') {
      visit('insert', s.table, null);
      if (s.replaces) visit('delete', s.table, null);
      if (s.upserts) visit('update', s.table, null);
    } else if (s.kind === 'delete') visit('delete', s.table, null);
    else visit('update', s.table, s.columns);
  };
  visitStatement(statement);
  return unknown ? null : effects;
}

type Tracker = {
  counts: WriteCounts;
  schema: Schema | null;
  schemaVersion: unknown;
  seenChanges: number;
  changes: () => number;
  version: () => unknown;
};

const trackers = new WeakMap<Database.Database, Tracker>();

function count(counts: WriteCounts, effects: Effect[] | null) {
  counts.seq++;
  if (!effects) {
    counts.unknown++;
    return;
  }
  for (const { table, columns } of effects) {
    counts.all.set(table, (counts.all.get(table) ?? 0) + 1);
    if (!columns) {
      counts.rows.set(table, (counts.rows.get(table) ?? 0) + 1);
      continue;
    }
    const key = columns.join(',');
    let sets = counts.sets.get(table);
    if (!sets) counts.sets.set(table, (sets = new Map<string, { columns: string[]; n: number }>()));
    const entry = sets.get(key);
    if (entry) entry.n++;
    else sets.set(key, { columns, n: 1 });
  }
}

/** Changes made by statements no tracker saw (exec, a statement prepared before tracking) count as unknown writes. */
function catchUp(tracker: Tracker) {
  const changes = tracker.changes();
  if (changes !== tracker.seenChanges) {
    tracker.seenChanges = changes;
    count(tracker.counts, null);
  }
}

/** The counts of a tracked connection, brought up to date with changes made outside tracked statements. */
export function writeCounts(client: Database.Database): WriteCounts | undefined {
  const tracker = trackers.get(client);
  if (!tracker) return undefined;
  catchUp(tracker);
  return tracker.counts;
}

/**
 * BEGIN IMMEDIATE, COMMIT, SAVEPOINT and the like change no row, though SQLite calls some of them not
 * read-only: counted, each awaited transaction would look like a write to every table. A COMMIT
 * still adds to total_changes() when an FTS5 table (campaign_search) writes the changes it held for
 * the transaction to its own tables: changes of statements already counted, so not taken for a
 * change made outside tracked statements either (which would make every kept value stale).
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;

/** Starts tracking a connection's writes; `track` is then applied to each statement it prepares. */
export function trackWrites(client: Database.Database) {
  const changesStmt = client.prepare('select total_changes()').pluck();
  const schemaStmt = client.prepare('pragma schema_version').pluck();
  const tracker: Tracker = {
    counts: { seq: 0, unknown: 0, all: new Map(), rows: new Map(), sets: new Map() },
    schema: null,
    schemaVersion: undefined,
    seenChanges: 0,
    changes: () => changesStmt.get() as number,
    version: () => schemaStmt.get(),
  };
  tracker.seenChanges = tracker.changes();
  trackers.set(client, tracker);

  /** Wraps a statement that may write so that each run is counted against the tables it writes. */
  return function track(stmt: Database.Statement) {
    // SQLite calls COMMIT read-only (BEGIN IMMEDIATE not): both are followed, for what COMMIT adds.
    const control = TRANSACTION_CONTROL.test(stmt.source);
    if (stmt.readonly && !control) return;
    const parsed = control ? null : parseWrite(stmt.source);
    let effects: Effect[] | null = null;
    let effectsAt: unknown;
    const effectsNow = () => {
      const version = tracker.version();
      if (version !== tracker.schemaVersion || !tracker.schema) {
        tracker.schema = readSchema(client);
        tracker.schemaVersion = version;
      }
      if (effectsAt !== version) {
        effects = parsed ? effectsOf(tracker.schema, parsed) : null;
        effectsAt = version;
      }
      return effects;
    };
    for (const method of ['run', 'get', 'all', 'iterate'] as const) {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the wrapper calls it with the statement as `this`
      const original = stmt[method] as (...args: unknown[]) => unknown;
      (stmt as unknown as Record<string, unknown>)[method] = function (
        this: Database.Statement,
        ...args: unknown[]
      ) {
        catchUp(tracker);
        try {
          return original.apply(this, args);
        } finally {
          if (!control) count(tracker.counts, effectsNow());
          tracker.seenChanges = tracker.changes();
        }
      };
    }
  };
}
