// Older than "engines" only without the optional node-<os>-<cpu> package: say so clearly.
const { existsSync } = require('node:fs')
const path = require('node:path')
const { engines, optionalDependencies } = require('../package.json')

const needed = /(\d+)\.(\d+)/.exec(engines.node)
const [major, minor] = process.versions.node.split('.').map(Number)
const [neededMajor, neededMinor] = [Number(needed[1]), Number(needed[2])]
if (major < neededMajor || (major === neededMajor && minor < neededMinor)) {
  const ours = `node-${process.platform}-${process.arch}`
  const bin = path.join(__dirname, '..', 'node_modules', '.bin', 'node')
  const why = !(ours in optionalDependencies)
    ? `package.json installs Node 24 for ${Object.keys(optionalDependencies).join(', ')}, not for ${ours}.`
    : existsSync(bin)
      ? `${bin} is there but this ran on another Node: run it through npm (npm start, npm test), not with \`node\` directly.`
      : `${ours} is not installed (was it installed with --omit=optional?): run \`npm install\` again.`
  console.error(
    `ValueDesk needs Node.js ${neededMajor}.${neededMinor} or newer (24 recommended); this is ${process.version}.\n${why}\nOr install Node 24 (see .nvmrc) and put it first on PATH.`,
  )
  process.exit(1)
}
