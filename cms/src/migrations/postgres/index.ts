import * as migration_20261122_121925_initial from './20261122_121925_initial.ts';

export const migrations = [
  {
    up: migration_20261122_121925_initial.up,
    down: migration_20261122_121925_initial.down,
    name: '20261122_121925_initial'
  },
];
