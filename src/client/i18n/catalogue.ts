/**
 * What a language's part of a catalogue must hold: exactly the English part's keys, each a text.
 * Hindi parts are written `{ ... } satisfies Catalogue<typeof en>`, so a key missing from either
 * language, or one the other lacks, fails tsc (docs/decisions/091-hindi-catalogues.md).
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
