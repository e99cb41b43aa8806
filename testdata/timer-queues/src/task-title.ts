export enum TaskTitle {
  SYNC_REVISIONS = 'sync-revisions',
  PUBLISH = 'publish',
}
