import * as migration_20261122_120140_initial from './20261122_120140_initial.ts';

export const migrations = [
  {
    up: migration_20261122_120140_initial.up,
    down: migration_20261122_120140_initial.down,
    name: '20261122_120140_initial'
  },
];
