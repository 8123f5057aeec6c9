import * as migration_20261122_115638_initial from './20261122_115638_initial.ts';

export const migrations = [
  {
    up: migration_20261122_115638_initial.up,
    down: migration_20261122_115638_initial.down,
    name: '20261122_115638_initial'
  },
];
