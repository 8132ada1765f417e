export * from './user.ts';
export * from './system.ts';
