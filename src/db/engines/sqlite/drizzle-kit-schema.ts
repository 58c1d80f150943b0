import { sqliteTables } from './tables';

// drizzle-kit finds the tables among the values of its schema file's exports, which it loads as
// CommonJS; the tables are built at run time, so they are handed over as the exports themselves.
module.exports = sqliteTables;
