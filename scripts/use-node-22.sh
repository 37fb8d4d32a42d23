# Sourced by .ci/run: makes `node` and `npm` run on Node 22, the version the image runs and the
# dependencies need, when the machine's own Node.js is older. The Node 22 binary and headers come
# from the npm registry's node-linux-<arch> package (no other download is reachable on CI), kept in
# ~/.cache so a second run does not fetch it again; npm builds native addons against its headers.
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 22 ]; then
  node22_version=22.23.3
  case "$(uname -m)" in
    x86_64) node22_arch=x64 ;;
    aarch64 | arm64) node22_arch=arm64 ;;
    *) echo "No Node 22 package for $(uname -m): install Node.js 22 and run again." >&2; exit 1 ;;
  esac
  node22_dir="${XDG_CACHE_HOME:-$HOME/.cache}/family-bitcoin/node-$node22_version-$node22_arch"
  if [ ! -x "$node22_dir/bin/node" ]; then
    echo "Node.js $(node -v 2>/dev/null || echo missing) is older than 22: fetching Node $node22_version from the npm registry..."
    rm -rf "$node22_dir.tmp" && mkdir -p "$node22_dir.tmp"
    (cd "$node22_dir.tmp" && npm pack --silent "node-linux-$node22_arch@$node22_version" >/dev/null &&
      tar xzf node-linux-*.tgz && rm node-linux-*.tgz)
    rm -rf "$node22_dir" && mv "$node22_dir.tmp/package" "$node22_dir" && rm -rf "$node22_dir.tmp"
  fi
  export PATH="$node22_dir/bin:$PATH"
  export npm_config_nodedir="$node22_dir"
elif [ -z "${npm_config_nodedir:-}" ]; then
  # Node 22 is first on PATH, but `npm` may still run on an older Node (a system npm whose
  # first line names /usr/bin/node) and build native addons for that one: build them against
  # the headers beside the node that will load them, when they are there.
  node_prefix=$(node -p 'require("node:path").resolve(process.execPath, "../..")')
  if [ -f "$node_prefix/include/node/node_version.h" ]; then export npm_config_nodedir="$node_prefix"; fi
fi
echo "Node $(node -v), npm $(npm -v)"
