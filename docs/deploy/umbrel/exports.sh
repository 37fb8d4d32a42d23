# Sourced by umbrelOS before it starts the app (not executed). The node's mempool app is
# optional here, and since umbrelOS 1.3 only the exports of required apps are sourced, so
# look for it and use the fixed address its own exports.sh gives (10.21.21.26:3006). It is
# an address on Umbrel's network, not a mount: the app reads no other app's files.
installed_apps="$("${UMBREL_ROOT}/scripts/app" ls-installed)"

if echo "${installed_apps}" | grep --quiet --extended-regexp '(^|[[:space:]])mempool($|[[:space:]])'; then
  export APP_FAMILY_BITCOIN_MEMPOOL_IP="10.21.21.26"
  export APP_FAMILY_BITCOIN_MEMPOOL_PORT="3006"
fi

