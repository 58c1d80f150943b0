import type { SQL, Writable } from 'drizzle-orm';

/*
 * The columns of src/db/schema, written once for both engines. A column is a kind and a name (what
 * each engine stores its own way: src/db/engines/<engine>/schema-kit.ts) and the steps drizzle's own
 * builders take (not null, a default, a reference), replayed on the engine's builder. The type
 * parameters keep what drizzle's builders keep, so each engine's table is typed as if written by hand.
 */

/** What each engine stores its own way. */
export type Kind = 'text' | 'integer' | 'double' | 'money' | 'boolean' | 'json' | 'stringList';

type Enum = [string, ...string[]];

/** The part of drizzle's column builders a step uses; both engines' builders have it. */
export interface EngineBuilder {
  notNull(): EngineBuilder;
  primaryKey(): EngineBuilder;
  default(value: unknown): EngineBuilder;
  $defaultFn(fn: () => unknown): EngineBuilder;
  $onUpdateFn(fn: () => unknown): EngineBuilder;
  references(ref: () => never, actions?: ReferenceActions): EngineBuilder;
}

/** What a step needs of the engine: its SQL for "now", and its column built from a definition's. */
export interface StepContext {
  now: SQL;
  built(column: Column): unknown;
}

type Step = (builder: EngineBuilder, engine: StepContext) => EngineBuilder;
type Action = 'cascade' | 'restrict' | 'no action' | 'set null' | 'set default';
export interface ReferenceActions {
  onDelete?: Action;
  onUpdate?: Action;
}

/** The JS value a column of this kind gives, before a $type. */
type KindData<K extends Kind, E extends Enum> = {
  text: E[number];
  integer: number;
  double: number;
  money: number;
  boolean: boolean;
  json: unknown;
  stringList: string[];
}[K];

export type Data<C> =
  C extends Column<infer K, string, infer E, infer F>
    ? F extends { $type: infer T }
      ? T
      : KindData<K, E>
    : never;

export class Column<
  K extends Kind = Kind,
  N extends string = string,
  E extends Enum = Enum,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no flags yet, as drizzle's builders start
  F extends object = {},
> {
  /** Type only: the flags drizzle's builders keep in `_` (notNull, hasDefault, $type...). */
  declare readonly flags: F;

  constructor(
    readonly kind: K,
    readonly name: N,
    readonly enumValues: E | undefined,
    readonly steps: readonly Step[] = [],
  ) {}

  private then<G extends object>(step: Step) {
    return new Column<K, N, E, F & G>(this.kind, this.name, this.enumValues, [...this.steps, step]);
  }

  notNull() {
    return this.then<{ notNull: true }>((b) => b.notNull());
  }

  primaryKey() {
    return this.then<{ isPrimaryKey: true; notNull: true }>((b) => b.primaryKey());
  }

  default(value: Data<this>) {
    return this.then<{ hasDefault: true }>((b) => b.default(value));
  }

  /** The current time, in each engine's SQL (an ISO 8601 UTC string with milliseconds on both). */
  defaultNow() {
    return this.then<{ hasDefault: true }>((b, engine) => b.default(engine.now));
  }

  $defaultFn(fn: () => Data<this>) {
    return this.then<{ hasDefault: true; hasRuntimeDefault: true }>((b) => b.$defaultFn(fn));
  }

  $onUpdateFn(fn: () => Data<this>) {
    return this.then<{ hasDefault: true }>((b) => b.$onUpdateFn(fn));
  }

  $type<T>() {
    return this.then<{ $type: T }>((b) => b);
  }

  /** A foreign key to a column of another definition, resolved to that engine's column. */
  references(ref: () => Column, actions?: ReferenceActions) {
    return this.then<object>((b, engine) => b.references(() => engine.built(ref()) as never, actions));
  }
}

export function text<N extends string, U extends string, T extends Readonly<[U, ...U[]]>>(
  name: N,
  config?: { enum: T | Writable<T> },
) {
  return new Column<'text', N, Writable<T>>('text', name, config?.enum);
}

const ofKind =
  <K extends Exclude<Kind, 'text'>>(kind: K) =>
  <N extends string>(name: N) =>
    new Column<K, N>(kind, name, undefined);

export const integer = ofKind('integer');
/** A double-precision float (SQLite's real is 8 bytes; PostgreSQL's real only 4). */
export const double = ofKind('double');
/** Whole rupees: a budget may reach 10 billion, beyond a 32-bit integer; a JS number either way. */
export const money = ofKind('money');
export const boolean = ofKind('boolean');
/** A JSON value; give it its type with $type. */
export const json = ofKind('json');

/** A JSON array of strings, empty by default. */
export const stringList = <N extends string>(name: N) =>
  new Column<'stringList', N, Enum, { $type: string[]; notNull: true; hasDefault: true }>(
    'stringList',
    name,
    undefined,
  );

/** Ids are random UUIDs kept as text, so they reveal neither counts nor order. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Timestamps are ISO 8601 UTC strings with milliseconds: they sort as text and are what the API returns. */
export const createdAt = <N extends string = 'created_at'>(name: N = 'created_at' as N) =>
  text(name).notNull().defaultNow();

export const updatedAt = () =>
  text('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date().toISOString());
