export {
  Database,
  snapshotVersion,
  type Counters,
  type SessionRecord,
  type Snapshot,
  type UserRecord,
} from './memory/database';
export { MemoryStore, memoryTables, type MemoryStoreOptions } from './memory/store';
export type { Clock } from './clock';
export type { FileBlobs, FileRecord } from './files';
export {
  StoreConflict,
  type Change,
  type NewChange,
  type DocumentCollection,
  type HostedStore,
  type ScanReply,
  type SignInLimit,
  type Store,
  type Table,
  type TableName,
  type Tables,
} from './store';
export { emptySampleData, type SampleData } from './seed/samples';
export {
  chatIndexKey,
  conversationId,
  conversationKey,
  type ChatConversation,
  type ChatIndex,
  type ChatStoredMessage,
} from './seed/shell';
export {
  findable,
  findMatches,
  findTerms,
  findText,
  foldFrom,
  foldTo,
  phoneDigits,
  searchFold,
  type Findable,
  type FindableTable,
  type FindQuery,
  type FindTerms,
} from './find';
export {
  fold,
  type AggregateQuery,
  type Condition,
  type FieldPath,
  type Group,
  type Grouping,
  type ListQuery,
  type Page,
  type SearchField,
  type SortKey,
} from './query';
export {
  createSnapshot,
  defaultSeed,
  demoAccounts,
  demoPassword,
  demoPasswordHash,
  sampleSizes,
  type SeedOptions,
} from './seed';
// Reference data of the sample-data areas that the API answers from (spec 001).
export { makeCountries } from './seed/samples/contacts';
export { makeAcademy, makeActivities, makeHelpCenter } from './seed/samples/content';
export { Random } from './seed/random';
export { analyticsDashboard, cryptoDashboard, financeDashboard, projectDashboard } from './seed/samples/dashboards';
export { inventoryBrands, inventoryCategories, inventoryVendors } from './seed/samples/inventory';
export { mailFilters, mailFolders } from './seed/samples/mailbox';
