/** Who is calling a service: the signed-in user as the rules need them (their id and roles). */
export type Caller = { id: string; userType: string; roles: string[] };
