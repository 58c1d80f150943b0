export * from './users';
export * from './campaigns';
export * from './applications';
export * from './payments';
export * from './moderation';
export * from './rollups';
export * from './conversations';
export * from './account-mail';
