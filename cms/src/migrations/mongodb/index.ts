import * as migration_20261123_091500_exactly_once from './20261123_091500_exactly_once.ts';
import * as migration_20261124_102500_outbox_attachments_as_files from './20261124_102500_outbox_attachments_as_files.ts';
import * as migration_20261124_195500_readable_admin from './20261124_195500_readable_admin.ts';
import * as migration_20261128_052600_firm_invitations from './20261128_052600_firm_invitations.ts';
import * as migration_20261128_053100_firm_accounts from './20261128_053100_firm_accounts.ts';

export const migrations = [
  {
    up: migration_20261123_091500_exactly_once.up,
    down: migration_20261123_091500_exactly_once.down,
    name: '20261123_091500_exactly_once',
  },
  {
    up: migration_20261124_102500_outbox_attachments_as_files.up,
    down: migration_20261124_102500_outbox_attachments_as_files.down,
    name: '20261124_102500_outbox_attachments_as_files',
  },
  {
    up: migration_20261124_195500_readable_admin.up,
    down: migration_20261124_195500_readable_admin.down,
    name: '20261124_195500_readable_admin',
  },
  {
    up: migration_20261128_052600_firm_invitations.up,
    down: migration_20261128_052600_firm_invitations.down,
    name: '20261128_052600_firm_invitations',
  },
  {
    up: migration_20261128_053100_firm_accounts.up,
    down: migration_20261128_053100_firm_accounts.down,
    name: '20261128_053100_firm_accounts',
  },
];
