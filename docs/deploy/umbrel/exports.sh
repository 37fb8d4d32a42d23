# Sourced by umbrelOS before it starts the app (not executed). The node's mempool and
# Lightning Node apps are optional here, and since umbrelOS 1.3 only the exports of
# required apps are sourced, so look for them and use the fixed addresses their own
# exports.sh gives (mempool: 10.21.21.26:3006, lightning: 10.21.21.9, REST 8080).
installed_apps="$("${UMBREL_ROOT}/scripts/app" ls-installed)"

if echo "${installed_apps}" | grep --quiet --extended-regexp '(^|[[:space:]])mempool($|[[:space:]])'; then
  export APP_FAMILY_BITCOIN_MEMPOOL_IP="10.21.21.26"
  export APP_FAMILY_BITCOIN_MEMPOOL_PORT="3006"
fi

if echo "${installed_apps}" | grep --quiet --extended-regexp '(^|[[:space:]])lightning($|[[:space:]])'; then
  export APP_FAMILY_BITCOIN_LND_IP="10.21.21.9"
  export APP_FAMILY_BITCOIN_LND_REST_PORT="8080"
fi
