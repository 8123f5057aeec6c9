// Runs before `npm start` on any Node: a clear message instead of "Unknown file extension .ts" on an old Node.
// The version needed is the one package.json's "engines" states, not a second copy of it.
const { engines } = require('../package.json')
const needed = /(\d+)\.(\d+)/.exec(engines.node)
const [major, minor] = process.versions.node.split('.').map(Number)
const [neededMajor, neededMinor] = [Number(needed[1]), Number(needed[2])]
if (major < neededMajor || (major === neededMajor && minor < neededMinor)) {
  console.error(
    `ValueDesk needs Node.js ${neededMajor}.${neededMinor} or newer (24 recommended); this is ${process.version}.\nRun \`. .ci/node.sh\` in this shell to install Node 24 into .tools/ and use it, then npm start again.`,
  )
  process.exit(1)
}
