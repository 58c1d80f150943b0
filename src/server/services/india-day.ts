import { indiaDay, indiaMonth } from '@db/dialect';

/** The India calendar day (YYYY-MM-DD) of a stored date or timestamp, as SQL; a bare date stays itself. */
export const indiaDaySql = indiaDay;

/** The first day (YYYY-MM-01) of the India calendar month of a stored timestamp, as SQL. */
export const indiaMonthSql = indiaMonth;
