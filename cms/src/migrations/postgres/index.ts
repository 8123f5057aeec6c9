import * as migration_20261122_120147_initial from './20261122_120147_initial.ts';

export const migrations = [
  {
    up: migration_20261122_120147_initial.up,
    down: migration_20261122_120147_initial.down,
    name: '20261122_120147_initial'
  },
];
