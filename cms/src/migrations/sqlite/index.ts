import * as migration_20261122_112106_initial from './20261122_112106_initial.ts';

export const migrations = [
  {
    up: migration_20261122_112106_initial.up,
    down: migration_20261122_112106_initial.down,
    name: '20261122_112106_initial'
  },
];
