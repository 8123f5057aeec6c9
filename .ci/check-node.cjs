// Runs before `npm start` on any Node: a clear message instead of "Unknown file extension .ts" on an old Node.
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `ValueDesk needs Node.js 22.12 or newer (24 recommended); this is ${process.version}.\nRun \`. .ci/node.sh\` in this shell to install Node 24 into .tools/ and use it, then npm start again.`,
  )
  process.exit(1)
}
