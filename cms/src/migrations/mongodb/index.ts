import * as migration_20261123_091500_exactly_once from './20261123_091500_exactly_once.ts';

export const migrations = [
  {
    up: migration_20261123_091500_exactly_once.up,
    down: migration_20261123_091500_exactly_once.down,
    name: '20261123_091500_exactly_once',
  },
];
