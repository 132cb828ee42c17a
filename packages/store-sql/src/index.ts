export { openDatabase, openStore, type DatabaseOptions, type OpenedDatabase, type StoreOptions } from './connect';
export { sortKey } from './collation';
export { SqlStore, type Executor, type SqlDatabase, type SqlStoreOptions } from './store';
