export * from './codes.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './messages.ts';
export * from './user.ts';
export * from './system.ts';
export * from './calls.ts';
