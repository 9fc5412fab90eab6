#!/bin/sh
# Let's Encrypt's certificate for PUBLIC_URL's host, asked for over HTTP (the webroot nginx serves on port
# 80) and renewed when a third of its life is left; checked twice a day. Each one is copied where nginx
# reads it; nginx reloads every 6 hours (docker-compose.yml). Until the first arrives, nginx keeps the
# self-signed one (first-certificate.sh).
set -u
host=$(printf '%s' "${PUBLIC_URL:?set PUBLIC_URL}" | sed -E 's#^[a-z]+://([^/:]+).*#\1#')
if [ -n "${ACME_EMAIL:-}" ]; then contact="--email $ACME_EMAIL"; else contact="--register-unsafely-without-email"; fi
trap 'exit 0' TERM
while :; do
  # shellcheck disable=SC2086 # $contact is one or two words
  if certbot certonly --webroot -w /var/www/certbot -d "$host" $contact --agree-tos --non-interactive \
    --keep-until-expiring --cert-name incident-watch; then
    cp -L /etc/letsencrypt/live/incident-watch/fullchain.pem /etc/letsencrypt/live/incident-watch/privkey.pem \
      /etc/nginx/certs/
  else
    echo "No certificate from Let's Encrypt for $host (is it this server's public name, port 80 open?); trying again in 12 hours"
  fi
  sleep 12h &
  wait $!
done
