#!/bin/sh
# A self-signed certificate for PUBLIC_URL's host, made when nginx has none yet (the first start), so the
# proxy starts and answers Let's Encrypt's challenge; certbot.sh replaces it with Let's Encrypt's.
# docker-compose.yml runs it in the "certificate" service; the API tests run it for their own nginx.
set -eu
folder="${CERTIFICATES:-/etc/nginx/certs}"
if [ -s "$folder/fullchain.pem" ] && [ -s "$folder/privkey.pem" ]; then exit 0; fi
host=$(printf '%s' "${PUBLIC_URL:?set PUBLIC_URL}" | sed -E 's#^[a-z]+://([^/:]+).*#\1#')
mkdir -p "$folder"
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=$host" -addext "subjectAltName=DNS:$host" \
  -keyout "$folder/privkey.pem" -out "$folder/fullchain.pem" 2>/dev/null
echo "A self-signed certificate for $host until Let's Encrypt's is there (browsers warn about it)"
