/**
 * Campaign `c` takes applications: active, its deadline (if any) not before today in India, the
 * apply service's rule (deadlinePassed). The generated data has active campaigns whose deadline has
 * passed, as a real marketplace does. Bind `indiaDate()` to the `?` (either engine).
 */
export const OPEN_CAMPAIGN_SQL = `c.status = 'active' and (c.deadline is null or substr(c.deadline, 1, 10) >= ?)`;
