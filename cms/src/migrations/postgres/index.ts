import * as migration_20261122_112115_initial from './20261122_112115_initial.ts';

export const migrations = [
  {
    up: migration_20261122_112115_initial.up,
    down: migration_20261122_112115_initial.down,
    name: '20261122_112115_initial'
  },
];
