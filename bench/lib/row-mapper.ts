import { Column, SQL, is, type DriverValueDecoder } from 'drizzle-orm';

/**
 * A row of driver values (an array, in the order of `columns`) as drizzle maps it: each column
 * decodes its own value (jsonb, JSON text lists, bigint as a number), and a SQL field its `mapWith`.
 */
export function rowMapper(columns: Record<string, unknown>) {
  const keys = Object.keys(columns);
  const decoders = Object.values(columns).map((field) =>
    is(field, Column)
      ? field
      : // Where mapWith keeps its decoder; drizzle does not type it as public.
        is(field, SQL)
        ? (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder
        : undefined,
  );
  return (values: unknown[]) =>
    Object.fromEntries(
      keys.map((key, i) => {
        const value = values[i];
        const decoder = decoders[i];
        return [key, value === null || !decoder ? value : decoder.mapFromDriverValue(value)];
      }),
    );
}
