/*
 * Tables of the reference platform server, one file per domain. Plain
 * PostgreSQL 15 features only (the embedded PGlite is 18, Debian's server is
 * 15). A domain file imports the domain files its foreign keys point at,
 * never this index, so the files form no cycle.
 */
export * from './system';
export * from './content';
export * from './member';
export * from './session';
export * from './identity';
export * from './security';
export * from './games';
export * from './inhouse';
export * from './wallet';
export * from './operator';
export * from './jobs';
export * from './idempotency';
export * from './uploads';
export * from './cache';
export * from './records';
export * from './deposit';
export * from './withdraw';
export * from './account';
export * from './agent';
export * from './lottery';
export * from './live';
export * from './promotions';
export * from './points';
export * from './protection';
export * from './missions';
export * from './chat';
export * from './support';
export * from './messages';
